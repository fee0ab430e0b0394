import { registoPedido, seccoesActivas } from '@site/shared/contract';
import { esquemaPaginaDetalhe, lerResposta } from '@site/shared/contract/esquemas';

import { endpoint, parte, type LeitorConteudo } from '../conteudo';
import { caminhoSeccao } from '../pesquisa/enderecos';
import { textoSimples } from '../texto-simples';

/**
 * The news page: spec §2 fixes page 2 as the news page (the footer's first link after home;
 * "Notícias" in our seed, "Comunicados" in the spec-minimal CMS), and each of its active
 * sections is one piece of news.
 */
const ID_PAGINA_NOTICIAS = 2;

export interface Noticia {
  titulo: string;
  /** The section's own address on the site (its canonical path and anchor). */
  caminho: string;
  /** Plain text: the section's lead, or its text. */
  texto: string;
}

/**
 * The news, in the page's order, as the site shows them (a part of a build): none when the page
 * is inactive or has no active section; the part fails when the page cannot be read.
 */
export const parteNoticias = (ler: LeitorConteudo, slugAssociacao: string) =>
  parte(
    endpoint('pagina', { idPagina: ID_PAGINA_NOTICIAS, comSeccoes: true }),
    async (base, caminho): Promise<Noticia[]> => {
      const leitura = lerResposta(esquemaPaginaDetalhe, await ler(base, caminho));
      if (!leitura.ok) throw new Error(`${base} ${caminho}: ${leitura.falha}`);
      const pagina = registoPedido(leitura.dados, 'idPagina', ID_PAGINA_NOTICIAS);
      if (!pagina.activo) return [];
      return seccoesActivas(pagina.seccoes).map((seccao) => ({
        titulo: seccao.nome,
        caminho: caminhoSeccao(pagina, seccao, slugAssociacao),
        texto: seccao.resumo || textoSimples(seccao.textoSeccao),
      }));
    },
  );
