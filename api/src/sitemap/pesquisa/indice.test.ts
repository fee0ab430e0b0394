import { LIMITE_CONSULTA_PESQUISA, type RespostaPesquisa } from '@site/shared/contract';

import { criarRonda } from '../partes';

import { CONTEUDO_PESQUISA, leitorDeTeste } from './conteudo-teste';
import { documentosDoSite } from './documentos';
import { construirIndice, type IndicePesquisa } from './indice';

let indice: IndicePesquisa;
beforeAll(async () => {
  indice = construirIndice(await documentosDoSite(leitorDeTeste(), 'aaq', criarRonda()));
});

const titulos = (resposta: RespostaPesquisa) => resposta.resultados.map((r) => r.titulo);
/** Every place on the answer's page: each result and the sections under it. */
const lugares = (resposta: RespostaPesquisa) =>
  resposta.resultados.flatMap((r) => [r, ...r.subResultados]);
const titulosLugares = (resposta: RespostaPesquisa) => lugares(resposta).map((l) => l.titulo);
const destacadas = (resposta: RespostaPesquisa) =>
  resposta.resultados.flatMap((r) => r.excerto.filter((s) => s.destaque).map((s) => s.texto));

describe('índice da pesquisa do sítio', () => {
  it('encontra sem acentos nem maiúsculas o que está escrito com eles', () => {
    expect(titulos(indice.pesquisar('normalizacao'))).toContain(
      'Instituto Angolano de Normalização',
    );
    expect(titulos(indice.pesquisar('CONFERÊNCIA nacional'))[0]).toBe(
      'Conferência Nacional da Qualidade',
    );
  });

  it('junta singular e plural e as terminações comuns (formação / formações)', () => {
    const singular = titulos(indice.pesquisar('formação'));
    const plural = titulos(indice.pesquisar('formacoes'));

    expect(singular).toEqual(expect.arrayContaining(['Formação', 'Formações']));
    expect(plural).toEqual(expect.arrayContaining(['Formação', 'Formações']));
    expect(titulosLugares(indice.pesquisar('auditorias'))).toContain('Cursos de auditoria');
  });

  it('encontra pelo início da palavra enquanto se escreve', () => {
    expect(titulos(indice.pesquisar('confer'))).toContain('Conferência Nacional da Qualidade');
    expect(titulos(indice.pesquisar('candid'))).toContain('Como me torno associado?');
  });

  it('tolera um erro de escrita em palavras de 5 letras ou mais, não em palavras curtas', () => {
    expect(titulos(indice.pesquisar('qualidde'))).toContain('Conferência Nacional da Qualidade');
    expect(titulos(indice.pesquisar('lobjto'))).toContain('Visita ao Lobito');
    expect(indice.pesquisar('isa').resultados.map((r) => r.tipo)).not.toContain('norma');
  });

  it('põe primeiro o que tem as palavras no título', () => {
    const resposta = indice.pesquisar('normalização');

    // The event has the word in its description only; the partner in its name.
    expect(titulos(resposta)).toEqual([
      'Instituto Angolano de Normalização',
      'Conferência Nacional da Qualidade',
    ]);
  });

  it('dá o tipo, a ligação ao sítio exacto e o excerto com as palavras encontradas', () => {
    const [seccao] = indice.pesquisar('auditores').resultados[0]?.subResultados ?? [];
    const [norma] = indice.pesquisar('9001').resultados;
    const [pergunta] = indice.pesquisar('quota').resultados;

    expect(seccao).toMatchObject({
      titulo: 'Cursos de auditoria',
      caminho: '/pagina/20/31/cursos-de-auditoria#seccao-31',
    });
    expect(seccao?.excerto.filter((s) => s.destaque).map((s) => s.texto)).toEqual([
      'auditoria',
      'auditores',
    ]);
    expect(seccao?.excerto.map((s) => s.texto).join('')).toBe(
      'Os cursos de auditoria interna preparam auditores para a certificação.',
    );
    expect(norma).toMatchObject({ tipo: 'norma', caminho: '/normalizacao#norma-41' });
    expect(pergunta).toMatchObject({
      tipo: 'pergunta',
      caminho: '/faqs#como-me-torno-associado',
    });
  });

  it('liga cada tipo de conteúdo ao seu endereço', () => {
    const caminho = (consulta: string) => indice.pesquisar(consulta).resultados[0]?.caminho;

    expect(caminho('luanda')).toBe('/eventos/7/conferencia-nacional-da-qualidade');
    expect(caminho('relatorio')).toBe('/biblioteca#documento-51');
    expect(caminho('lobito')).toBe('/galeria/visita-ao-lobito');
    expect(caminho('instituto')).toBe('/parcerias#parceiro-81');
    expect(titulos(indice.pesquisar('formacoes'))).toContain('Formações');
    expect(indice.pesquisar('formacoes').resultados.map((r) => r.caminho)).toContain(
      '/eventos/tipos/2/formacoes',
    );
  });

  it('nunca encontra um evento que não é público, nem uma secção ou página inactiva', () => {
    expect(indice.pesquisar('tesouraria').total).toBe(0);
    expect(indice.pesquisar('reunião secreta').total).toBe(0);
    expect(indice.pesquisar('xilofones').total).toBe(0);
    expect(indice.pesquisar('retirada').total).toBe(0);
  });

  it('não indexa o conteúdo de scripts do HTML do CMS, e lê as suas entidades', () => {
    expect(indice.pesquisar('alert').total).toBe(0);
    expect(destacadas(indice.pesquisar('normalização'))).toContain('normalização');
  });

  it('uma pesquisa vazia ou só de palavras comuns não encontra nada', () => {
    expect(indice.pesquisar('')).toMatchObject({ consulta: '', total: 0, resultados: [] });
    expect(indice.pesquisar('   ').total).toBe(0);
  });

  it('uma pesquisa hostil é só texto: não encontra nada e volta limpa', () => {
    const hostil = '<img src=x onerror=alert(1)> "; DROP TABLE eventos; -- \u0000 ${x} .*+?';
    const resposta = indice.pesquisar(hostil);

    expect(resposta.consulta).not.toContain('\u0000');
    expect(resposta.resultados.every((r) => r.caminho.startsWith('/'))).toBe(true);
    expect(JSON.stringify(resposta.resultados)).not.toContain('<img');
  });

  it('uma pesquisa muito longa é cortada e responde depressa', () => {
    const longa = 'qualidade '.repeat(50_000);
    const inicio = performance.now();
    const resposta = indice.pesquisar(longa);

    expect(performance.now() - inicio).toBeLessThan(1000);
    expect(resposta.consulta.length).toBeLessThanOrEqual(LIMITE_CONSULTA_PESQUISA);
    expect(resposta.total).toBeGreaterThan(0);
  });

  it('liga uma página ao número pedido, mesmo que a resposta do CMS traga outro', async () => {
    const pagina20 = CONTEUDO_PESQUISA['cms paginas/pagina/20/pt/true'] as object;
    const conteudo = {
      ...CONTEUDO_PESQUISA,
      'cms paginas/pagina/20/pt/true': { ...pagina20, idPagina: 987_654 },
    };
    const outro = construirIndice(
      await documentosDoSite(
        leitorDeTeste(() => false, conteudo),
        'aaq',
        criarRonda(),
      ),
    );

    expect(lugares(outro.pesquisar('auditoria')).map((l) => l.caminho)).toContain(
      '/pagina/20/31/cursos-de-auditoria#seccao-31',
    );
  });

  it('lê o mesmo conteúdo de sempre: a página inactiva nem é pedida ao CMS', async () => {
    const ler = leitorDeTeste();
    await documentosDoSite(ler, 'aaq', criarRonda());

    const pedidos = ler.mock.calls.map(([base, caminho]) => `${base} ${caminho}`);
    expect(pedidos).not.toContain('cms paginas/pagina/21/pt/true');
    expect(Object.keys(CONTEUDO_PESQUISA)).toContain('cms paginas/pagina/21/pt/true');
  });
});

describe('índice construído por partes, num CMS que responde outra forma', () => {
  const seccaoNoMenu = { idSeccao: 31, nome: 'Cursos de auditoria', activo: true, menu: true };
  /** Page 20 as the tree lists it, with its section; its detail in a shape the contract does not know. */
  const conteudoSemDetalhe = (extra: Record<string, unknown> = {}) => ({
    ...CONTEUDO_PESQUISA,
    'cms paginas/pt': [
      {
        idPagina: 20,
        textoPagina: 'Formação',
        activo: true,
        menu: true,
        seccoesMenu: [seccaoNoMenu],
      },
    ],
    'cms paginas/pagina/20/pt/true': { pagina: { id: 20, titulo: 'Formação' }, blocos: [] },
    ...extra,
  });
  const indiceDe = async (conteudo: Record<string, unknown>) => {
    const ronda = criarRonda();
    const documentos = await documentosDoSite(
      leitorDeTeste(() => false, conteudo),
      'aaq',
      ronda,
    );
    return { indice: construirIndice(documentos), emFalta: ronda.emFalta };
  };

  it('uma página sem detalhe legível vem da árvore do menu e das secções lidas uma a uma', async () => {
    const { indice: comSeccoes, emFalta } = await indiceDe(
      conteudoSemDetalhe({
        'cms seccoes/31/pt/true': {
          ...seccaoNoMenu,
          textoSeccao: '<p>Preparam auditores para a certificação.</p>',
        },
      }),
    );

    expect(emFalta.map((falta) => falta.endpoint)).toEqual(['cms paginas/pagina/20/pt/true']);
    expect(titulos(comSeccoes.pesquisar('formação'))).toContain('Formação');
    expect(comSeccoes.pesquisar('certificação').resultados[0]?.subResultados[0]).toMatchObject({
      titulo: 'Cursos de auditoria',
      caminho: '/pagina/20/31/cursos-de-auditoria#seccao-31',
    });
  });

  it('sem o detalhe nem a secção, a secção é encontrada pelo nome que o menu lhe dá', async () => {
    const { indice: soMenu, emFalta } = await indiceDe(conteudoSemDetalhe());

    expect(emFalta.map((falta) => falta.parte)).toEqual(['pagina 20', 'seccao 31']);
    expect(soMenu.pesquisar('auditoria').resultados[0]?.subResultados[0]?.caminho).toBe(
      '/pagina/20/31/cursos-de-auditoria#seccao-31',
    );
  });

  it('uma parte que não se lê deixa de fora só os seus resultados', async () => {
    const { indice: semNormas, emFalta } = await indiceDe({
      ...CONTEUDO_PESQUISA,
      'cms registos/7/pt/true': { statusCode: 500, mensagem: 'Erro interno' },
    });

    expect(emFalta.map((falta) => falta.parte)).toEqual(['normas']);
    expect(semNormas.pesquisar('iso 9001').resultados.map((r) => r.tipo)).not.toContain('norma');
    expect(titulos(semNormas.pesquisar('lobito'))).toContain('Visita ao Lobito');
    expect(titulosLugares(semNormas.pesquisar('auditoria'))).toContain('Cursos de auditoria');
  });
});
