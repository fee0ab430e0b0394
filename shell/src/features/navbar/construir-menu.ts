import {
  ANCORAS_SECCOES,
  antigosDe,
  caminhoPagina,
  PAGINAS,
  paginasDoMenu,
  rotaDaPagina,
  seccoesActivas,
  slugify,
  type Pagina,
} from '@site/shared/contract';

interface LigacaoMenu {
  texto: string;
  para: string;
}

export interface ItemMenu {
  id: number;
  texto: string;
  /** A plain link when set; a dropdown of `itens` otherwise. */
  para?: string;
  itens: LigacaoMenu[];
  /** Paths under which this entry is the current one. */
  prefixos: string[];
}

function itemAssociacao(pagina: Pagina, slug: string): ItemMenu {
  const itens = seccoesActivas(pagina.seccoesMenu.filter((seccao) => seccao.menu))
    .filter((seccao) => ANCORAS_SECCOES[seccao.idSeccao])
    .map((seccao) => ({
      texto: seccao.nome,
      para: `/${slug}#${ANCORAS_SECCOES[seccao.idSeccao]}`,
    }));
  return { id: pagina.idPagina, texto: pagina.textoPagina, itens, prefixos: [`/${slug}`] };
}

function itemAssociados(pagina: Pagina): ItemMenu {
  const seccoes = seccoesActivas(pagina.seccoesMenu.filter((seccao) => seccao.menu)).map(
    (seccao) => ({
      texto: seccao.nome,
      para: `/associados#${slugify(seccao.nome)}`,
    }),
  );
  const filhos = pagina.paginasFilhos.map((filho) => ({
    texto: filho.textoPagina,
    para: '/associados/inscricao',
  }));
  return {
    id: pagina.idPagina,
    texto: pagina.textoPagina,
    itens: [...seccoes, ...filhos],
    prefixos: ['/associados'],
  };
}

function itemEventos(pagina: Pagina): ItemMenu {
  return {
    id: pagina.idPagina,
    texto: pagina.textoPagina,
    itens: [
      { texto: 'Todos', para: '/eventos' },
      { texto: 'Agendados', para: '/eventos/agendados' },
      { texto: 'Realizados', para: '/eventos/realizados' },
    ],
    prefixos: ['/eventos'],
  };
}

/** Builds the navbar from the CMS pages list, following the rules of spec §2. */
export function construirMenu(paginas: readonly Pagina[], slugAssociacao: string): ItemMenu[] {
  return paginasDoMenu(paginas).map((pagina): ItemMenu => {
    switch (pagina.idPagina) {
      case PAGINAS.associacao:
        return itemAssociacao(pagina, slugAssociacao);
      case PAGINAS.associados:
        return itemAssociados(pagina);
      case PAGINAS.eventos:
        return itemEventos(pagina);
      default:
        break;
    }
    const rota = rotaDaPagina(pagina.idPagina, slugAssociacao);
    if (rota) {
      const prefixos = [rota, ...antigosDe(rota)];
      return { id: pagina.idPagina, texto: pagina.textoPagina, para: rota, itens: [], prefixos };
    }
    if (pagina.paginasFilhos.length > 0) {
      return {
        id: pagina.idPagina,
        texto: pagina.textoPagina,
        itens: pagina.paginasFilhos.map((filho) => ({
          texto: filho.textoPagina,
          para: caminhoPagina(filho),
        })),
        prefixos: [pagina, ...pagina.paginasFilhos].map((p) => `/pagina/${p.idPagina}`),
      };
    }
    const para = caminhoPagina(pagina);
    return {
      id: pagina.idPagina,
      texto: pagina.textoPagina,
      para,
      itens: [],
      prefixos: [`/pagina/${pagina.idPagina}`],
    };
  });
}

/** Whether an entry is the current top-level section of `caminho`. */
export function itemActivo(item: ItemMenu, caminho: string): boolean {
  return item.prefixos.some((prefixo) =>
    prefixo === '/' ? caminho === '/' : caminho === prefixo || caminho.startsWith(`${prefixo}/`),
  );
}
