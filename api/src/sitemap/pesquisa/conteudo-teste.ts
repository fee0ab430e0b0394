import type { LeitorConteudo } from '../conteudo';

/*
 * A small CMS for the search's tests, as the contract's endpoints answer: one generic page with
 * an active and an inactive section, an inactive page, a public and a hidden event, an event
 * type, a standard, a library document, a question, a partner and an album.
 */

const pagina = (idPagina: number, textoPagina: string, activo = true) => ({
  idPagina,
  textoPagina,
  activo,
  menu: true,
  seccoesMenu: [],
  paginasFilhos: [],
});

export const CONTEUDO_PESQUISA: Record<string, unknown> = {
  'cms paginas/pt': [pagina(20, 'Formação'), pagina(21, 'Página retirada', false)],
  'cms paginas/pagina/20/pt/true': {
    ...pagina(20, 'Formação'),
    descricao: 'Cursos e acções de formação da associação.',
    seccoes: [
      {
        idSeccao: 31,
        nome: 'Cursos de auditoria',
        activo: true,
        menu: true,
        textoSeccao:
          '<p>Os <strong>cursos</strong> de auditoria interna preparam auditores para a certificação.</p><script>alert(1)</script>',
      },
      {
        idSeccao: 32,
        nome: 'Rascunho escondido',
        activo: false,
        menu: true,
        textoSeccao: '<p>Conteúdo confidencial sobre xilofones.</p>',
      },
    ],
  },
  'cms paginas/pagina/21/pt/true': {
    ...pagina(21, 'Página retirada', false),
    seccoes: [],
  },
  'eve eventos/classificacao': [
    {
      idEvento: 7,
      titulo: 'Conferência Nacional da Qualidade',
      estado: 'Activo',
      dataInicio: '2026-03-10T09:00:00+01:00',
      descricao: '<p>Encontro anual sobre normalização &amp; qualidade em Luanda.</p>',
      tipoEvento: 'Conferências',
      local: 'Hotel Presidente',
    },
    {
      idEvento: 8,
      titulo: 'Reunião secreta de tesouraria',
      estado: 'Cancelado',
      dataInicio: '2026-04-10T09:00:00+01:00',
    },
  ],
  'eve tiposEventos/Lista/pt': [{ idTipoEvento: 2, tipoEvento: 'Formações' }],
  'cms registos/7/pt/true': [
    {
      idRegisto: 41,
      nome: 'NA ISO 9001:2015 — Sistemas de gestão da qualidade',
      codigo: 'NA ISO 9001',
      resumo: 'Requisitos para um sistema de gestão da qualidade.',
    },
  ],
  'cms registos/8/pt/true': [
    {
      idRegisto: 51,
      nome: 'Relatório anual de actividades',
      resumo: 'As actividades da associação no ano.',
      anexos: [{ idArquivo: 3, nome: 'relatorio-2025.pdf' }],
    },
  ],
  'cms registos/10/pt/true': [
    {
      idRegisto: 61,
      nome: 'Como me torno associado?',
      slug: 'como-me-torno-associado',
      texto: '<p>Preencha a <em>candidatura</em> e pague a quota anual.</p>',
    },
  ],
  'cms registos/9/pt/true': [
    { idRegisto: 71, nome: 'Visita ao Lobito', resumo: 'Fotografias da visita técnica.' },
  ],
  'cms registos/ListarIconeConteudo/11/pt': [
    {
      idRegisto: 81,
      nome: 'Instituto Angolano de Normalização',
      resumo: 'Parceiro institucional.',
    },
  ],
};

/** A reader of {@link CONTEUDO_PESQUISA}; the paths in `falhar` answer like a CMS that is down. */
export function leitorDeTeste(
  falhar: () => boolean = () => false,
  conteudo: Record<string, unknown> = CONTEUDO_PESQUISA,
): jest.MockedFunction<LeitorConteudo> {
  return jest.fn(async (base, caminho) => {
    if (falhar()) throw new Error('connect ECONNREFUSED');
    const chave = `${base} ${caminho}`;
    if (!(chave in conteudo)) throw new Error(`${chave} answered HTTP 404`);
    return conteudo[chave];
  });
}
