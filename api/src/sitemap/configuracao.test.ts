import { ErroConfiguracao } from '@site/shared/contract/ambiente';

import { lerConfiguracaoSitemap } from './configuracao';

describe('configuração do servidor do sitemap', () => {
  it('por omissão lê o backend de referência do compose e guarda o sitemap 5 minutos', () => {
    expect(lerConfiguracaoSitemap({})).toMatchObject({
      port: 8080,
      slugAssociacao: 'aaq',
      urlPublico: '',
      bases: { cms: 'http://api:8080/cms/api/v1/', eve: 'http://api:8080/eve/api/v1/' },
      cacheSegundos: 300,
    });
  });

  it('lê os upstreams como o gateway: o caminho de um upstream substitui o da base', () => {
    const config = lerConfiguracaoSitemap({
      CMS_UPSTREAM: 'https://cms.example.ao/cms/api/v1',
      EVE_UPSTREAM: 'https://eventos.example.ao:8443/',
      PUBLIC_URL: 'https://www.aaq.ao',
      SITEMAP_CACHE_SECONDS: '0',
      ASSOCIACAO_SLUG: 'aq-benguela',
    });

    expect(config.bases).toEqual({
      cms: 'https://cms.example.ao/cms/api/v1/',
      eve: 'https://eventos.example.ao:8443/eve/api/v1/',
    });
    expect(config.urlPublico).toBe('https://www.aaq.ao');
    expect(config.cacheSegundos).toBe(0);
    expect(config.slugAssociacao).toBe('aq-benguela');
  });

  it('lê o nome, a sigla e a descrição da associação, com os valores por omissão do site', () => {
    expect(lerConfiguracaoSitemap({})).toMatchObject({
      nomeAssociacao: 'Associação Angolana para a Qualidade',
      siglaAssociacao: 'AAQ',
      descricaoAssociacao: expect.stringContaining('qualidade'),
    });
    expect(
      lerConfiguracaoSitemap({
        ASSOCIACAO_NOME: 'Associação de Qualidade de Benguela',
        ASSOCIACAO_SIGLA: 'AQB',
        ASSOCIACAO_DESCRICAO: 'Qualidade no Sul.',
      }),
    ).toMatchObject({
      nomeAssociacao: 'Associação de Qualidade de Benguela',
      siglaAssociacao: 'AQB',
      descricaoAssociacao: 'Qualidade no Sul.',
    });
  });

  it('trata variáveis vazias como ausentes', () => {
    expect(lerConfiguracaoSitemap({ CMS_UPSTREAM: ' ', PUBLIC_URL: '' })).toMatchObject({
      urlPublico: '',
      bases: { cms: 'http://api:8080/cms/api/v1/' },
    });
  });

  it.each([
    ['CMS_UPSTREAM', 'ftp://cms.example.ao'],
    ['EVE_UPSTREAM', 'http://api:8080/eve/api/v1?x=1'],
    ['PUBLIC_URL', 'www.aaq.ao'],
    ['SITEMAP_CACHE_SECONDS', 'cinco'],
    ['SITEMAP_CACHE_SECONDS', '-1'],
  ])('recusa %s=%s com uma mensagem que nomeia a variável', (variavel, valor) => {
    const ler = () => lerConfiguracaoSitemap({ [variavel]: valor });
    expect(ler).toThrow(ErroConfiguracao);
    expect(ler).toThrow(new RegExp(`^Invalid environment variable ${variavel}: `));
  });
});
