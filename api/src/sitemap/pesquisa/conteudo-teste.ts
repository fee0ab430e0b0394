import type { LeitorConteudo } from '../conteudo';

/*
 * A small CMS for the search's tests, as the contract's endpoints answer: one generic page with
 * an active and an inactive section, a page whose one section has its title, the association's
 * page with its governing bodies and their members, an inactive page, two editions of a public
 * event (one past, one to come) and a hidden event, an event type, a standard and a library
 * document with their categories, a question, a partner and an album.
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
  'cms paginas/pt': [
    pagina(20, 'Formação'),
    pagina(21, 'Página retirada', false),
    pagina(22, 'Cursos de Qualidade'),
    pagina(4, 'A Associação'),
  ],
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
  'cms paginas/pagina/22/pt/true': {
    ...pagina(22, 'Cursos de Qualidade'),
    descricao: 'Cursos de curta duração em gestão da qualidade.',
    seccoes: [
      {
        idSeccao: 33,
        nome: 'Cursos de Qualidade',
        activo: true,
        menu: true,
        textoSeccao: '<p>Ferramentas da qualidade e resolução de problemas, em 16 horas.</p>',
      },
    ],
  },
  'cms paginas/pagina/4/pt/true': {
    ...pagina(4, 'A Associação'),
    descricao: 'História e órgãos sociais da associação.',
    seccoes: [
      {
        idSeccao: 4,
        nome: 'Órgãos Sociais',
        activo: true,
        menu: true,
        textoSeccao: '<p>Os órgãos sociais são eleitos em Assembleia Geral.</p>',
      },
    ],
  },
  'cms equipas/pt': [
    {
      idMembro: 1,
      nome: 'Maria da Conceição Neto',
      cargo: 'Presidente da Mesa',
      orgao: { idOrgao: 1, nome: 'Assembleia Geral', ordem: 1 },
    },
    { idMembro: 2, nome: 'Carlos Alberto Mavinga', cargo: 'Vogal', activo: false },
  ],
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
      idEvento: 9,
      titulo: 'Conferência Nacional da Qualidade',
      estado: 'Activo',
      dataInicio: '2027-03-09T09:00:00+01:00',
      resumo: 'A edição deste ano: qualidade e inovação.',
      descricao: '<p>A edição deste ano: qualidade e inovação.</p><p>Inscrições em breve.</p>',
      tipoEvento: 'Conferências',
      local: 'Centro de Convenções de Talatona',
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
      idGrupoTipo: 71,
      resumo: 'Requisitos para um sistema de gestão da qualidade.',
    },
  ],
  'cms registos/8/pt/true': [
    {
      idRegisto: 51,
      nome: 'Relatório anual de actividades',
      idGrupoTipo: 82,
      resumo: 'As actividades da associação no ano.',
      anexos: [{ idArquivo: 3, nome: 'relatorio-2025.pdf' }],
    },
  ],
  'cms gruposTipos/7/pt': [{ idGrupoTipo: 71, idGrupo: 7, nome: 'Gestão da Qualidade' }],
  'cms gruposTipos/8/pt': [{ idGrupoTipo: 82, idGrupo: 8, nome: 'Relatórios' }],
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
