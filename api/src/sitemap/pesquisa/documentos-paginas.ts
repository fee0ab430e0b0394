import { destinoPagina, registoPedido, seccoesActivas, type Pagina } from '@site/shared/contract';
import {
  esquemaPagina,
  esquemaPaginaDetalhe,
  esquemaSeccao,
  lerResposta,
  type PaginaDetalhe,
  type Seccao,
  type SeccaoMenu,
} from '@site/shared/contract/esquemas';

import { endpoint, parte, parteLista, type LeitorConteudo } from '../conteudo';
import type { Ronda } from '../partes';
import { textoNumaLinha } from '../texto-simples';

import { anexos, juntar, type DocumentoPesquisa } from './documento';
import { caminhoSeccao } from './enderecos';

/** Every active page of the tree, children of active pages included. */
function paginasActivas(paginas: readonly Pagina[]): Pagina[] {
  return paginas
    .filter((pagina) => pagina.activo)
    .flatMap((pagina) => [pagina, ...paginasActivas(pagina.paginasFilhos)]);
}

/** A page's detail, as a part: its full sections. */
const parteDetalhe = (ler: LeitorConteudo, idPagina: number) =>
  parte(endpoint('pagina', { idPagina, comSeccoes: true }), async (base, caminho) => {
    const leitura = lerResposta(esquemaPaginaDetalhe, await ler(base, caminho));
    if (!leitura.ok) throw new Error(`${base} ${caminho}: ${leitura.falha}`);
    return registoPedido(leitura.dados, 'idPagina', idPagina);
  });

/** One section, read on its own (`seccoes/{id}`): for a page whose detail cannot be read. */
const parteSeccao = (ler: LeitorConteudo, idSeccao: number) =>
  parte(endpoint('seccao', { idSeccao, comSeccoes: true }), async (base, caminho) => {
    const leitura = lerResposta(esquemaSeccao, await ler(base, caminho));
    if (!leitura.ok) throw new Error(`${base} ${caminho}: ${leitura.falha}`);
    return registoPedido(leitura.dados, 'idSeccao', idSeccao);
  });

/** A section known only by its menu entry: its name, nothing more. */
const seccaoDoMenu = (seccao: SeccaoMenu): Seccao => ({
  ...seccao,
  idPagina: null,
  textoSeccao: '',
  resumo: '',
  imagem: null,
  slides: [],
  anexos: [],
});

/** A page and its active sections, each section at its own anchor. */
function documentosDaPagina(detalhe: PaginaDetalhe, slugAssociacao: string): DocumentoPesquisa[] {
  const caminho = destinoPagina(detalhe, slugAssociacao);
  const seccoes = seccoesActivas(detalhe.seccoes).map((seccao): DocumentoPesquisa => ({
    id: `seccao-${seccao.idSeccao}`,
    tipo: 'pagina',
    titulo: seccao.nome,
    etiquetas: detalhe.textoPagina,
    texto: juntar(seccao.resumo, textoNumaLinha(seccao.textoSeccao), anexos(seccao)),
    caminho: caminhoSeccao(detalhe, seccao, slugAssociacao),
  }));
  // Sections without a place of their own (a fixed page's introduction) are found as the page.
  const semLugar = seccoes.filter((seccao) => seccao.caminho === caminho);
  const propria: DocumentoPesquisa = {
    id: `pagina-${detalhe.idPagina}`,
    tipo: 'pagina',
    titulo: detalhe.textoPagina,
    etiquetas: semLugar.map((seccao) => seccao.titulo).join(' '),
    texto: juntar(detalhe.descricao, ...semLugar.map((seccao) => seccao.texto)),
    caminho,
  };
  return [propria, ...seccoes.filter((seccao) => seccao.caminho !== caminho)];
}

/**
 * The active pages of the menu tree, each from its detail (one part per page); a page whose
 * detail cannot be read is made of what the tree says of it (its title, its sections' names)
 * and of its active sections read one by one.
 */
export async function documentosDasPaginas(
  ler: LeitorConteudo,
  slugAssociacao: string,
  ronda: Ronda,
): Promise<DocumentoPesquisa[]> {
  const { paginas } = await ronda.ler({
    paginas: parteLista(esquemaPagina, ler, endpoint('paginas')),
  });
  const activas = paginasActivas(paginas ?? []);
  const detalhes = await ronda.ler(
    Object.fromEntries(
      activas.map((pagina) => [`pagina ${pagina.idPagina}`, parteDetalhe(ler, pagina.idPagina)]),
    ),
  );
  const semDetalhe = activas.filter((pagina) => !detalhes[`pagina ${pagina.idPagina}`]);
  const seccoes = await ronda.ler(
    Object.fromEntries(
      semDetalhe.flatMap((pagina) =>
        seccoesActivas(pagina.seccoesMenu).map((seccao) => [
          `seccao ${seccao.idSeccao}`,
          parteSeccao(ler, seccao.idSeccao),
        ]),
      ),
    ),
  );
  return activas.flatMap((pagina) =>
    documentosDaPagina(
      detalhes[`pagina ${pagina.idPagina}`] ?? {
        ...pagina,
        seccoes: pagina.seccoesMenu.map(
          (seccao) => seccoes[`seccao ${seccao.idSeccao}`] ?? seccaoDoMenu(seccao),
        ),
      },
      slugAssociacao,
    ),
  );
}
