import { ErroConfiguracao } from '@site/shared/contract/ambiente';

import { lerConfiguracao } from './configuracao';

describe('configuração do ambiente', () => {
  it('usa os valores por omissão quando nada está definido', () => {
    const config = lerConfiguracao({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '.data',
      associacao: { nome: 'Associação Angolana para a Qualidade', sigla: 'AAQ', slug: 'aaq' },
      captcha: null,
      rateLimitMax: 30,
      bodyLimit: 65536,
      logLevel: 'info',
    });
  });

  it('guarda as fotografias das sementes na pasta de dados, salvo MEDIA_SEMENTE_DIR', () => {
    expect(lerConfiguracao({}).mediaSementeDir).toBe('.data/media-semente');
    expect(lerConfiguracao({ DATA_DIR: '/srv/dados' }).mediaSementeDir).toBe(
      '/srv/dados/media-semente',
    );
    expect(
      lerConfiguracao({ DATA_DIR: '/srv/dados', MEDIA_SEMENTE_DIR: '/var/cache/fotos' })
        .mediaSementeDir,
    ).toBe('/var/cache/fotos');
    expect(lerConfiguracao({ MEDIA_SEMENTE_DIR: ' ' }).mediaSementeDir).toBe('.data/media-semente');
  });

  it('trata variáveis vazias como ausentes', () => {
    expect(lerConfiguracao({ PORT: '', LOG_LEVEL: ' ' }).port).toBe(8080);
  });

  it('lê os valores definidos', () => {
    const config = lerConfiguracao({
      PORT: '9000',
      RATE_LIMIT_MAX: '5',
      ASSOCIACAO_SLUG: 'aq-benguela',
      CAPTCHA_SECRET: 's',
      CAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/verificar',
    });
    expect(config.port).toBe(9000);
    expect(config.rateLimitMax).toBe(5);
    expect(config.associacao.slug).toBe('aq-benguela');
    expect(config.captcha).toEqual({ secret: 's', verifyUrl: 'http://127.0.0.1:1/verificar' });
  });

  it('lê os prazos de retenção, com os valores por omissão documentados', () => {
    expect(lerConfiguracao({}).retencao).toEqual({
      mensagensDias: 365,
      candidaturasDias: 365,
      inscricoesDiasAposEvento: 30,
    });
    expect(
      lerConfiguracao({ RETENCAO_MENSAGENS_DIAS: '90', RETENCAO_INSCRICOES_DIAS: '7' }).retencao,
    ).toMatchObject({ mensagensDias: 90, inscricoesDiasAposEvento: 7 });
    expect(() => lerConfiguracao({ RETENCAO_CANDIDATURAS_DIAS: '0' })).toThrow(
      /RETENCAO_CANDIDATURAS_DIAS/,
    );
  });

  it('recusa um valor inválido com uma mensagem que nomeia a variável', () => {
    expect(() => lerConfiguracao({ PORT: 'oitenta' })).toThrow(ErroConfiguracao);
    expect(() => lerConfiguracao({ PORT: 'oitenta' })).toThrow(
      /Invalid environment variable PORT: .*\(got "oitenta"\)/,
    );
    expect(() => lerConfiguracao({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => lerConfiguracao({ ASSOCIACAO_SLUG: 'Com Espaços' })).toThrow(/ASSOCIACAO_SLUG/);
  });

  it('exige CAPTCHA_SECRET e CAPTCHA_VERIFY_URL juntos', () => {
    expect(() => lerConfiguracao({ CAPTCHA_SECRET: 's' })).toThrow(/CAPTCHA_VERIFY_URL/);
    expect(() => lerConfiguracao({ CAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/v' })).toThrow(
      /CAPTCHA_SECRET/,
    );
  });
});
