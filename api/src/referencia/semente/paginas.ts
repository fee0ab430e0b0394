import type { ContextoSeed } from './contexto';

/** A page as seeded: flat, with its parent's id; the tree and the section menus are derived. */
export interface PaginaSemente {
  idPagina: number;
  textoPagina: string;
  activo: boolean;
  menu: boolean;
  ordem: number;
  descricao: string;
  idPaginaPai?: number;
}

/** Pages 1-13 follow the navbar rules of spec §2; 14-18 are children or hidden pages. */
export function criarPaginas({ associacao: a }: ContextoSeed): PaginaSemente[] {
  return [
    {
      idPagina: 1,
      textoPagina: 'Início',
      activo: true,
      menu: true,
      ordem: 1,
      descricao: `${a.nome}: qualidade, normalização e boas práticas em Angola.`,
    },
    {
      idPagina: 4,
      textoPagina: 'A Associação',
      activo: true,
      menu: true,
      ordem: 2,
      descricao: `História, missão, estatutos e órgãos sociais da ${a.sigla}.`,
    },
    {
      idPagina: 13,
      textoPagina: 'Associados',
      activo: true,
      menu: true,
      ordem: 3,
      descricao: `Como ser associado da ${a.sigla}: categorias, quotas e benefícios.`,
    },
    {
      idPagina: 6,
      textoPagina: 'Eventos',
      activo: true,
      menu: true,
      ordem: 4,
      descricao: 'Conferências, formações, workshops e seminários da associação.',
    },
    {
      idPagina: 3,
      textoPagina: 'Formação',
      activo: true,
      menu: true,
      ordem: 5,
      descricao: 'Cursos e planos de formação em qualidade e normalização.',
    },
    {
      idPagina: 7,
      textoPagina: 'Normalização',
      activo: true,
      menu: true,
      ordem: 6,
      descricao: 'Normas angolanas e internacionais de gestão da qualidade, ambiente e segurança.',
    },
    {
      idPagina: 8,
      textoPagina: 'Parcerias',
      activo: true,
      menu: true,
      ordem: 7,
      descricao: `Instituições, empresas e universidades que trabalham com a ${a.sigla}.`,
    },
    {
      idPagina: 9,
      textoPagina: 'Biblioteca',
      activo: true,
      menu: true,
      ordem: 8,
      descricao: 'Guias, relatórios, legislação e apresentações para descarregar.',
    },
    {
      idPagina: 10,
      textoPagina: 'Galeria',
      activo: true,
      menu: true,
      ordem: 9,
      descricao: 'Fotografias das actividades da associação.',
    },
    {
      idPagina: 11,
      textoPagina: 'FAQs',
      activo: true,
      menu: true,
      ordem: 10,
      descricao: 'Perguntas frequentes sobre a associação, os eventos e a normalização.',
    },
    {
      idPagina: 12,
      textoPagina: 'Contactos',
      activo: true,
      menu: true,
      ordem: 11,
      descricao: `Moradas, telefones e e-mails da ${a.sigla} em Luanda e Benguela.`,
    },
    {
      idPagina: 2,
      textoPagina: 'Notícias',
      activo: true,
      menu: false,
      ordem: 12,
      descricao: `As últimas notícias da ${a.sigla}.`,
    },
    {
      idPagina: 5,
      textoPagina: 'Serviços',
      activo: true,
      menu: false,
      ordem: 13,
      descricao: 'Apoio técnico, auditorias e diagnósticos para organizações.',
    },
    {
      idPagina: 18,
      textoPagina: 'Relatórios e Contas',
      activo: false,
      menu: true,
      ordem: 14,
      descricao: 'Relatórios anuais de actividade e contas.',
    },
    {
      idPagina: 14,
      textoPagina: 'Cursos de Qualidade',
      activo: true,
      menu: true,
      ordem: 1,
      descricao: 'Cursos de curta duração em gestão da qualidade.',
      idPaginaPai: 3,
    },
    {
      idPagina: 15,
      textoPagina: 'Plano de Formação Anual',
      activo: true,
      menu: true,
      ordem: 2,
      descricao: 'O calendário das acções de formação do ano.',
      idPaginaPai: 3,
    },
    {
      idPagina: 16,
      textoPagina: 'Formação à Medida',
      activo: true,
      menu: false,
      ordem: 3,
      descricao: 'Formação desenhada para as necessidades de cada organização.',
      idPaginaPai: 3,
    },
    {
      idPagina: 17,
      textoPagina: 'Inscrição',
      activo: true,
      menu: true,
      ordem: 1,
      descricao: `Candidatura online a associado da ${a.sigla}.`,
      idPaginaPai: 13,
    },
  ];
}
