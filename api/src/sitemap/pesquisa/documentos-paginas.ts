import {
  ANCORAS_SECCOES,
  destinoPagina,
  PAGINAS,
  registoPedido,
  seccoesActivas,
  type MembroEquipa,
  type Pagina,
} from '@site/shared/contract';
import {
  esquemaMembroEquipa,
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
import { textoSimples } from '../texto-simples';

import { anexos, SEM_DETALHES, type DocumentoPesquisa } from './documento';
import { caminhoSeccao } from './enderecos';
import { textoCorrido } from './frases';

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

/** The anchor of the association page's section that shows the governing bodies' members. */
const ANCORA_ORGAOS = 'orgaos-sociais';

/** The governing bodies' current members, as the association page lists them: names to find. */
function textoEquipa(membros: readonly MembroEquipa[]): { nomes: string; texto: string } {
  const activos = membros.filter((membro) => membro.activo);
  return {
    nomes: activos.map((membro) => membro.nome).join(' '),
    texto: activos
      .map((m) => `${[m.nome, m.cargo, m.orgao?.nome ?? ''].filter(Boolean).join(', ')}.`)
      .join(' '),
  };
}

/**
 * A page and its active sections, each section at its own anchor and shown under its page (the
 * team's names in the association page's section of the governing bodies).
 */
function documentosDaPagina(
  detalhe: PaginaDetalhe,
  slugAssociacao: string,
  equipa: readonly MembroEquipa[],
): DocumentoPesquisa[] {
  const caminho = destinoPagina(detalhe, slugAssociacao);
  const idPagina = `pagina-${detalhe.idPagina}`;
  const seccoes = seccoesActivas(detalhe.seccoes).map((seccao): DocumentoPesquisa => {
    const orgaos =
      detalhe.idPagina === PAGINAS.associacao && ANCORAS_SECCOES[seccao.idSeccao] === ANCORA_ORGAOS;
    const membros = textoEquipa(orgaos ? equipa : []);
    return {
      id: `seccao-${seccao.idSeccao}`,
      tipo: 'pagina',
      titulo: seccao.nome,
      etiquetas: membros.nomes,
      texto: textoCorrido(
        seccao.resumo,
        textoSimples(seccao.textoSeccao),
        membros.texto,
        anexos(seccao),
      ),
      caminho: caminhoSeccao(detalhe, seccao, slugAssociacao),
      pai: idPagina,
      detalhes: SEM_DETALHES,
    };
  });
  // Sections without a place of their own (a fixed page's introduction) are found as the page.
  const semLugar = seccoes.filter((seccao) => seccao.caminho === caminho);
  const propria: DocumentoPesquisa = {
    id: idPagina,
    tipo: 'pagina',
    titulo: detalhe.textoPagina,
    etiquetas: semLugar.map((seccao) => seccao.titulo).join(' '),
    texto: textoCorrido(detalhe.descricao, ...semLugar.map((seccao) => seccao.texto)),
    caminho,
    pai: null,
    detalhes: SEM_DETALHES,
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
  const { paginas, equipa = [] } = await ronda.ler({
    paginas: parteLista(esquemaPagina, ler, endpoint('paginas')),
    equipa: parteLista(esquemaMembroEquipa, ler, endpoint('equipa')),
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
      equipa,
    ),
  );
}
