import { BASES_API } from './constantes';
import { caminhoEndpoint, ENDPOINTS, rotaEndpoint, urlEndpoint } from './endpoints';

const entradas = Object.entries(ENDPOINTS);

describe('a tabela de endpoints', () => {
  it('preenche os parâmetros do caminho, com a língua do site quando não é dada', () => {
    expect(caminhoEndpoint('evento', { idEvento: 15 })).toBe('eventos/15/pt');
    expect(caminhoEndpoint('listaRegistos', { idGrupo: 6, destaque: false })).toBe(
      'registos/Lista/6/pt/false',
    );
    expect(caminhoEndpoint('paginas', { lang: 'en' })).toBe('paginas/en');
    expect(caminhoEndpoint('redesSociais')).toBe('redesSocias');
  });

  it('codifica cada valor, que não pode sair do seu segmento', () => {
    expect(caminhoEndpoint('media', { nome: '../a b?c#d.svg' })).toBe(
      'media/..%2Fa%20b%3Fc%23d.svg',
    );
  });

  it('dá o endereço a partir da origem do site e a rota do servidor abaixo da base', () => {
    expect(urlEndpoint('eventosClassificacao')).toBe('/eve/api/v1/eventos/classificacao');
    expect(urlEndpoint('local', { idLocal: 2 })).toBe('/cms/api/v1/locais/local/2/pt');
    expect(urlEndpoint('candidatura')).toBe('/apl/api/v1/candidaturas');
    expect(rotaEndpoint('evento')).toBe('/eventos/:idEvento/:lang');
  });

  it.each(entradas)('%s: cada parâmetro é um segmento inteiro com nome único', (_, endpoint) => {
    const segmentos = endpoint.caminho.split('/');
    expect(segmentos.every((segmento) => /^(:[a-zA-Z]+|[a-zA-Z]+)$/.test(segmento))).toBe(true);
    const parametros = segmentos.filter((segmento) => segmento.startsWith(':'));
    expect(new Set(parametros).size).toBe(parametros.length);
    expect(Object.keys(BASES_API)).toContain(endpoint.api);
  });

  it.each(entradas)(
    '%s: preenchido, não deixa nenhum parâmetro por preencher',
    (nome, endpoint) => {
      const valores = Object.fromEntries(
        [...endpoint.caminho.matchAll(/:(\w+)/g)].map(([, parametro]) => [parametro, 'x']),
      );
      const caminho = caminhoEndpoint(nome as 'evento', valores as { idEvento: string });
      expect(caminho).not.toContain(':');
      expect(caminho.split('/')).toHaveLength(endpoint.caminho.split('/').length);
    },
  );

  it('não tem dois endpoints com o mesmo método e caminho', () => {
    const chaves = entradas.map(([, e]) => `${e.api} ${e.metodo} ${e.caminho}`);
    expect(new Set(chaves).size).toBe(chaves.length);
  });

  it('recusa um pedido a que falta um parâmetro', () => {
    expect(() => caminhoEndpoint('evento', {} as { idEvento: number })).toThrow(':idEvento');
  });
});
