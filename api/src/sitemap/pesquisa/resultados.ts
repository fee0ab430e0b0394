import {
  FILTROS_PESQUISA,
  formatarData,
  type ResultadoPesquisa,
  type SegmentoExcerto,
  type SubResultadoPesquisa,
  type SugestaoPesquisa,
  type TipoResultado,
} from '@site/shared/contract';

import type { Achado, Grupo } from './agrupar';
import type { DocumentoPesquisa } from './documento';
import { excerto } from './excerto';

/** Sections shown under their page at most (the most relevant ones). */
const MAX_SUBRESULTADOS = 3;

/** A document's snippet around the matched terms: from its body, else from its labels. */
function excertoDe(documento: DocumentoPesquisa, termos: ReadonlySet<string>): SegmentoExcerto[] {
  const corpo = excerto(documento.texto, termos);
  return corpo.length > 0 ? corpo : excerto(documento.etiquetas, termos);
}

const textoDe = (segmentos: readonly SegmentoExcerto[]) => segmentos.map((s) => s.texto).join('');

/** A section under its page; its snippet left out when it would only repeat the page's. */
function subResultado(achado: Achado, acima: readonly SegmentoExcerto[]): SubResultadoPesquisa {
  const { documento } = achado;
  const termos = new Set(achado.termos);
  const proprio = excertoDe(documento, termos);
  return {
    titulo: documento.titulo,
    tituloDestacado: excerto(documento.titulo, termos),
    caminho: documento.caminho,
    excerto: textoDe(proprio) === textoDe(acima) ? [] : proprio,
  };
}

/**
 * A place found as the page shows it: kind, title (matched words marked), address, a snippet (the
 * page's own only when it matched itself), what tells it apart (an event's date, place and
 * whether it is still to come; a category; a code) and its sections that matched.
 */
export function resultado(grupo: Grupo): ResultadoPesquisa {
  const { principal, proprio } = grupo;
  const termos = new Set(proprio ? proprio.terms : grupo.seccoes.flatMap((a) => a.termos));
  const corpo = proprio ? excertoDe(principal, termos) : [];
  const { data, local, categoria, codigo } = principal.detalhes;
  return {
    tipo: principal.tipo,
    titulo: principal.titulo,
    tituloDestacado: excerto(principal.titulo, termos),
    caminho: principal.caminho,
    excerto: corpo,
    data,
    // Written here, once: the page shows it as it is, and carries no date formatter for it.
    dataTexto: data ? formatarData(data) : '',
    local,
    quando: grupo.agendado === null ? '' : grupo.agendado ? 'agendado' : 'realizado',
    categoria,
    codigo,
    subResultados: grupo.seccoes
      .slice(0, MAX_SUBRESULTADOS)
      .map((seccao) => subResultado(seccao, corpo)),
  };
}

/** How many places of each kind were found, in the order the filters are offered; none left out. */
export function contagens(grupos: readonly Grupo[]): { tipo: TipoResultado; total: number }[] {
  const porTipo = new Map<TipoResultado, number>();
  for (const grupo of grupos) {
    porTipo.set(grupo.principal.tipo, (porTipo.get(grupo.principal.tipo) ?? 0) + 1);
  }
  return (Object.keys(FILTROS_PESQUISA) as TipoResultado[]).flatMap((tipo) => {
    const total = porTipo.get(tipo) ?? 0;
    return total > 0 ? [{ tipo, total }] : [];
  });
}

/**
 * A place offered while typing: the page's section that matched best, named with its page, or
 * the place itself (an event with its date: two editions have the same title).
 */
export function sugestao(grupo: Grupo): SugestaoPesquisa {
  const { principal, proprio } = grupo;
  const [seccao] = grupo.seccoes;
  if (seccao && (!proprio || seccao.pontos > proprio.score)) {
    const { titulo, caminho } = seccao.documento;
    const contexto = titulo === principal.titulo ? '' : principal.titulo;
    return { tipo: principal.tipo, titulo, contexto, caminho };
  }
  const { data } = principal.detalhes;
  const contexto = principal.tipo === 'evento' && data ? formatarData(data) : '';
  return { tipo: principal.tipo, titulo: principal.titulo, contexto, caminho: principal.caminho };
}
