import { ErroConfiguracao } from '@site/shared/contract/ambiente';

import { lerDefinicoes } from './definicoes';

describe('definições do renderizador', () => {
  it('sem variáveis, usa as omissões documentadas', () => {
    const definicoes = lerDefinicoes({});
    expect(definicoes).toMatchObject({
      host: '127.0.0.1',
      porta: 8090,
      origemInterna: 'http://127.0.0.1:8080',
      prazoMs: 1500,
      frescaMs: 30_000,
      obsoletaMs: 300_000,
      erroMs: 86_400_000,
      maxEntradas: 500,
      maxBytes: 32 * 1024 * 1024,
      simultaneas: 4,
      fila: 16,
      prazoFilaMs: 1000,
      validadeRemotosMs: 5000,
      origemCaptcha: undefined,
    });
    expect(definicoes.ficheiroModeloHtml).toMatch(/dist[\\/]index\.html$/);
    expect(definicoes.ficheiroRecursosArranque).toMatch(/dist[\\/]recursos-arranque\.json$/);
  });

  it('lê os segundos da cache em milissegundos e a origem do script do captcha', () => {
    const definicoes = lerDefinicoes({
      SSR_CACHE_SEGUNDOS: ' 2.5 ',
      SSR_PRAZO_MS: '',
      CAPTCHA_SCRIPT_URL: 'https://captcha.example.com/api.js?render=x',
    });
    expect(definicoes.frescaMs).toBe(2500);
    expect(definicoes.prazoMs).toBe(1500);
    expect(definicoes.origemCaptcha).toBe('https://captcha.example.com');
  });

  it.each([
    ['SSR_PRAZO_MS', 'depressa'],
    ['SSR_CACHE_ENTRADAS', '-1'],
    ['SSR_RENDERIZACOES', '0'],
    ['SSR_FILA', 'muitas'],
    ['PORT', '80a'],
    ['CAPTCHA_SCRIPT_URL', 'captcha.example.com'],
    ['METRICS_PORT', 'nove'],
  ])('um valor inválido de %s pára o renderizador com uma linha que o nomeia', (nome, valor) => {
    const ler = () => lerDefinicoes({ [nome]: valor });
    expect(ler).toThrow(ErroConfiguracao);
    expect(ler).toThrow(`Invalid environment variable ${nome}:`);
  });
});
