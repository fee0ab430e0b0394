import type { PaginaMinima, SeccaoMinima } from './formas';
import { comImagem, urlUpload } from './uploads';

/** A page as written here: the menu entry's own fields, its full sections and its children. */
export interface PaginaFonte extends Omit<PaginaMinima, 'seccoesMenu' | 'paginasFilhos'> {
  seccoes: SeccaoMinima[];
  filhos?: PaginaFonte[];
}

const seccao = (
  idSeccao: number,
  nome: string,
  textoSeccao: string,
  opcoes: Partial<Pick<SeccaoMinima, 'activo' | 'menu' | 'slides'>> = {},
): SeccaoMinima => ({
  idSeccao,
  nome,
  textoSeccao,
  activo: opcoes.activo ?? true,
  menu: opcoes.menu ?? true,
  slides: opcoes.slides ?? [],
});

const pagina = (
  idPagina: number,
  textoPagina: string,
  opcoes: Partial<Omit<PaginaFonte, 'idPagina' | 'textoPagina'>> = {},
): PaginaFonte => ({
  idPagina,
  textoPagina,
  activo: opcoes.activo ?? true,
  menu: opcoes.menu ?? true,
  seccoes: opcoes.seccoes ?? [],
  ...(opcoes.filhos ? { filhos: opcoes.filhos } : {}),
  ...(opcoes.dataCriacao ? { dataCriacao: opcoes.dataCriacao } : {}),
  ...(opcoes.idUtilizadorCriacao ? { idUtilizadorCriacao: opcoes.idUtilizadorCriacao } : {}),
});

/**
 * Pictures an editor put in section texts, as CMS editors do: no `alt`, no size. One is on a
 * host no configuration allows, never fetched: the site must drop it. None without a media host.
 */
function figuras(origemMidia: string | undefined) {
  return origemMidia
    ? {
        historia: `<p><img src="${urlUpload(origemMidia, 'fundadores')}"></p>`,
        missao: '<p><img src="https://outro-servidor.example/foto.jpg"></p>',
      }
    : { historia: '', missao: '' };
}

/**
 * The pages, in the order this CMS sends them (not the seed's). Ids 1, 2, 4, 6-13 keep the
 * meaning spec §2 gives them; 21 is a generic page with children, 27 a generic page without.
 * With a media host (`origemMidia`), the banners and two section texts carry pictures.
 */
export function criarPaginasMinimas(origemMidia?: string): PaginaFonte[] {
  const figura = figuras(origemMidia);
  return [
    pagina(1, 'Página inicial', {
      seccoes: [
        seccao(101, 'Em destaque', '', {
          menu: false,
          slides: [
            {
              idSlide: 1,
              banners: [
                {
                  idBanner: 1,
                  titulo: 'Semana Nacional da Qualidade',
                  ...comImagem(origemMidia, 'bannerSemana'),
                },
                {
                  idBanner: 2,
                  titulo: 'Novas normas para o sector alimentar',
                  ...comImagem(origemMidia, 'bannerNormas'),
                },
              ],
            },
            { idSlide: 2, banners: [] },
          ],
        }),
        seccao(
          102,
          'A quem servimos',
          '<p>Empresas, laboratórios, escolas e profissionais que querem <strong>fazer melhor</strong>.</p>',
          { menu: false },
        ),
        seccao(103, 'Campanha de quotas de 2019', '<p>Campanha encerrada.</p>', {
          activo: false,
          menu: false,
          slides: [
            {
              idSlide: 3,
              banners: [
                {
                  idBanner: 3,
                  titulo: 'Regularize as suas quotas',
                  ...comImagem(origemMidia, 'bannerQuotas'),
                },
              ],
            },
          ],
        }),
      ],
    }),
    pagina(6, 'Agenda'),
    pagina(4, 'Quem somos', {
      dataCriacao: '2019-02-11T10:42:17',
      idUtilizadorCriacao: 17,
      seccoes: [
        seccao(
          1,
          'A nossa história',
          `<p>Nascemos em 2009, em Luanda, por iniciativa de vinte técnicos da qualidade.</p>${figura.historia}`,
        ),
        seccao(
          2,
          'Missão e valores',
          `<p>Promover a qualidade como compromisso de todos.</p><ul><li>Rigor</li><li>Partilha</li><li>Independência</li></ul>${figura.missao}`,
        ),
        seccao(
          3,
          'Estatutos e regulamentos',
          '<p>Os estatutos foram aprovados em assembleia geral e revistos em 2021.</p>',
        ),
        seccao(
          4,
          'Direcção e órgãos',
          '<p>A direcção é eleita por três anos pela assembleia geral.</p>',
        ),
        seccao(
          5,
          'Palavra do presidente',
          '<p><em>«A qualidade não é um custo: é o caminho mais curto para a confiança.»</em></p>',
        ),
        seccao(6, 'Relatórios antigos', '<p>Relatórios de 2010 a 2015.</p>', { activo: false }),
        seccao(7, 'Contas anuais', '<p>As contas são publicadas todos os anos em Abril.</p>', {
          menu: false,
        }),
      ],
    }),
    pagina(21, 'Formação e capacitação', {
      seccoes: [
        seccao(
          211,
          'Porquê formar-se connosco',
          '<p>Formadores certificados e casos reais de empresas angolanas.</p>',
        ),
      ],
      filhos: [
        pagina(22, 'Cursos certificados', {
          seccoes: [
            seccao(
              221,
              'Cursos disponíveis',
              '<ul><li>Auditor interno da qualidade</li><li>Gestão de risco</li></ul>',
            ),
          ],
        }),
        pagina(23, 'Calendário de formação de 2019', { activo: false }),
        pagina(24, 'Formação nas empresas', {
          seccoes: [
            seccao(
              241,
              'Como funciona',
              '<p>Levamos a formação às suas instalações, à medida da sua equipa.</p>',
            ),
          ],
        }),
        pagina(25, 'Bolsas de formação', { menu: false }),
      ],
    }),
    pagina(12, 'Fale connosco', {
      seccoes: [
        seccao(
          121,
          'Horário de atendimento',
          '<p>De segunda a sexta-feira, das 8h30 às 16h30.</p>',
        ),
      ],
    }),
    pagina(7, 'Normas técnicas'),
    pagina(9, 'Centro de documentação'),
    pagina(13, 'Seja associado', {
      seccoes: [
        seccao(
          131,
          'Vantagens de ser associado',
          '<p>Descontos na formação e acesso antecipado às normas.</p>',
        ),
        seccao(132, 'Categorias de membros', '<p>Individual, colectivo e estudante.</p>'),
        seccao(133, 'Quotas de 2019', '<p>Tabela antiga.</p>', { activo: false }),
        seccao(134, 'Deveres do associado', '<p>Pagar a quota e participar.</p>', {
          menu: false,
        }),
      ],
      filhos: [pagina(26, 'Pedido de adesão')],
    }),
    pagina(8, 'Parceiros'),
    pagina(11, 'Perguntas frequentes'),
    pagina(10, 'Fotogaleria', { activo: false }),
    pagina(2, 'Comunicados', { menu: false }),
    pagina(27, 'Transparência'),
    pagina(28, 'Arquivo', { activo: false, menu: false }),
  ];
}
