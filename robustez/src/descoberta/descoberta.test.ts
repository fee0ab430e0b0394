import { escreverResultado } from '../comum/resultados';

import { executarDescoberta, type CasoDescoberta } from './executar-descoberta';

let resultado: Awaited<ReturnType<typeof executarDescoberta>>;

beforeAll(async () => {
  resultado = await executarDescoberta();
  escreverResultado('ci-descoberta', resultado);
}, 170_000);

const descrever = (caso: CasoDescoberta) =>
  `${caso.caminho} ${caso.mutacao}: ${JSON.stringify(caso.estados)} ${caso.perdidas.join(', ')}`;

describe('respostas do CMS com formas inesperadas, lidas pelos serviços de descoberta', () => {
  it('lê cada fonte por si: a árvore, o detalhe de cada página, os eventos, os tipos e cada lista', () => {
    expect(resultado.caminhos).toEqual(
      expect.arrayContaining([
        'paginas/pt',
        'paginas/pagina/4/pt/true',
        'eventos/classificacao',
        'tiposEventos/Lista/pt',
        'registos/7/pt/true',
        'registos/ListarIconeConteudo/11/pt',
      ]),
    );
    expect(resultado.sondas.map((s) => s.tipo)).toEqual(
      expect.arrayContaining(['pagina', 'evento', 'norma', 'documento', 'pergunta', 'parceiro']),
    );
    expect(resultado.casos.length).toBeGreaterThan(resultado.caminhos.length * 5);
  });

  it('qualquer resposta mutada deixa a pesquisa a responder 200 com os resultados das outras partes', () => {
    const falhas = resultado.casos.filter(
      (caso) => caso.estados['/site/api/v1/pesquisa'] !== 200 || caso.perdidas.length > 0,
    );
    expect(falhas.map(descrever)).toEqual([]);
  });

  it('o sitemap e o feed nunca dão 5xx; a agenda só sem os seus eventos', () => {
    const falhas = resultado.casos.filter(
      (caso) =>
        caso.estados['/sitemap.xml'] !== 200 ||
        caso.estados['/feed.xml'] !== 200 ||
        (caso.estados['/agenda.ics'] !== 200 && caso.caminho !== 'eventos/classificacao'),
    );
    expect(falhas.map(descrever)).toEqual([]);
  });

  it('o controlo: a mutação chega à pesquisa (eventos nulos deixam de se encontrar)', () => {
    const nulos = resultado.casos.find(
      (caso) => caso.caminho === 'eventos/classificacao' && caso.mutacao.startsWith('objecto-nulo'),
    );
    expect(nulos?.perdidasProprias.length).toBeGreaterThan(0);
    expect(nulos?.estados['/agenda.ics']).toBe(503);
  });
});
