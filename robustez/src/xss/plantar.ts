import type { CodRedeSocial, Evento, RedeSocial, Seccao } from '@site/shared/contract';
import { GRUPOS } from '@site/shared/contract';

import type { Conteudo, RegistoSemente } from '../../../api/src/referencia/semente';
import { registo } from '../../../api/src/referencia/semente/registos/comum';

import { VECTORES_HTML, VECTORES_URL, type Vector } from './vectores';

/** Fields whose value is CMS HTML (rendered through HtmlSeguro). */
const CAMPOS_HTML = new Set(['textoSeccao', 'texto', 'morada']);
/** Fields whose value is a URL (href or src). */
const CAMPOS_URL = new Set(['url', 'ligacao', 'imagemUrl', 'miniaturaUrl', 'fotografiaUrl']);
/** Identifiers, enums and dates: the site routes and filters by them, they are not content. */
const CAMPOS_IDENTIFICADORES = new Set([
  'slug',
  'estado',
  'dataInicio',
  'dataFim',
  'data',
  'codRedeSocial',
  'tipoMime',
]);

/** The page whose extra sections hold one vector each (Notícias: a generic CMS page). */
export const PAGINA_ISOLAMENTO = 2;

export interface ResumoPlantacao {
  camposHtml: number;
  camposTexto: number;
  camposUrl: number;
  seccoesIsoladas: number;
  registosIsolados: number;
}

const escaparAtributo = (valor: string) =>
  valor.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function simples(valor: unknown): valor is Record<string, unknown> {
  if (typeof valor !== 'object' || valor === null) return false;
  const prototipo = Object.getPrototypeOf(valor) as unknown;
  return prototipo === Object.prototype || prototipo === null;
}

/**
 * Plants the corpus in every string field of the content, in place: HTML fields get an HTML
 * vector appended, plain-text fields get one appended (React must show it as text), URL fields
 * are replaced by a URL vector. Each field gets the next vector of its kind, cycling.
 */
function envenenarCampos(conteudo: Conteudo, resumo: ResumoPlantacao): void {
  let html = 0;
  let texto = 0;
  let url = 0;
  const proximo = (lista: readonly Vector[], indice: number) => lista[indice % lista.length]!.texto;
  const vistos = new WeakSet<object>();

  const visitar = (no: unknown): void => {
    if (Array.isArray(no)) {
      for (const [indice, item] of no.entries()) {
        if (typeof item === 'string') no[indice] = `${item} ${proximo(VECTORES_HTML, texto++)}`;
        else visitar(item);
      }
      return;
    }
    if (!simples(no) || vistos.has(no)) return;
    vistos.add(no);
    const evento = 'idEvento' in no;
    for (const [chave, valor] of Object.entries(no)) {
      if (typeof valor !== 'string') {
        visitar(valor);
        continue;
      }
      if (CAMPOS_IDENTIFICADORES.has(chave)) continue;
      if (CAMPOS_URL.has(chave)) {
        no[chave] = proximo(VECTORES_URL, url++);
        resumo.camposUrl++;
      } else if (CAMPOS_HTML.has(chave) || (evento && chave === 'descricao')) {
        no[chave] = `${valor}${proximo(VECTORES_HTML, html++)}`;
        resumo.camposHtml++;
      } else {
        no[chave] = `${valor} ${proximo(VECTORES_HTML, texto++)}`;
        resumo.camposTexto++;
      }
    }
  };

  const { catalogo: _catalogo, arquivos, paginasPorId: _porId, ...resto } = conteudo;
  visitar(resto);
  for (const arquivo of arquivos.values()) visitar(arquivo.anexo);
}

/** One section per vector on the isolation page, so that no vector is masked by another. */
function seccoesIsoladas(): Seccao[] {
  const base = {
    idPagina: PAGINA_ISOLAMENTO,
    activo: true,
    menu: false,
    resumo: '',
    imagem: null,
    slides: [],
    anexos: [],
  };
  const html = VECTORES_HTML.map((vector) => ({
    ...base,
    idSeccao: 10_000 + vector.id,
    nome: `Vector ${vector.id}`,
    ordem: 1000 + vector.id,
    textoSeccao: `<p>Vector ${vector.id}</p>${vector.texto}`,
  }));
  const urls = VECTORES_URL.map((vector) => {
    const atributo = escaparAtributo(vector.texto);
    return {
      ...base,
      idSeccao: 10_000 + vector.id,
      nome: `Vector ${vector.id}`,
      ordem: 1000 + vector.id,
      textoSeccao: `<p><a href="${atributo}">ligação ${vector.id}</a> <img src="${atributo}" alt="imagem ${vector.id}"> <iframe src="${atributo}"></iframe></p>`,
    };
  });
  return [...html, ...urls];
}

function registoIsolado(
  molde: RegistoSemente | undefined,
  idGrupo: number,
  vector: Vector,
  extra: Partial<RegistoSemente>,
): RegistoSemente {
  return registo({
    idRegisto: idGrupo * 10_000 + vector.id,
    idGrupo,
    idGrupoTipo: molde?.idGrupoTipo ?? null,
    nome: `Registo ${vector.id}`,
    slug: `registo-${vector.id}`,
    ordem: 1000 + vector.id,
    // Of the group's own records, only their look (a partner's icon, an album's pictures).
    icone: molde?.icone,
    imagens: molde?.imagens,
    ...extra,
  });
}

/**
 * Extra records that put each vector alone in a rendered place: every URL vector as a useful
 * link (footer of every page), a social network (footer) and a partner (/parcerias), and every
 * HTML vector as a FAQ (question as text, answer as HTML).
 */
function registosIsolados(conteudo: Conteudo): { registos: RegistoSemente[]; redes: RedeSocial[] } {
  const molde = (grupo: number) => conteudo.registos.find((r) => r.idGrupo === grupo);
  const codigos: CodRedeSocial[] = ['LI', 'TW', 'FB', 'IN'];
  const registos = [
    ...VECTORES_URL.map((v) =>
      registoIsolado(undefined, GRUPOS.linksUteis, v, { nome: `Ligação ${v.id}`, url: v.texto }),
    ),
    ...VECTORES_URL.map((v) =>
      registoIsolado(molde(GRUPOS.parceiros), GRUPOS.parceiros, v, {
        nome: `Parceiro ${v.id}`,
        resumo: `Parceiro de teste ${v.id}.`,
        url: v.texto,
        imagem: undefined,
      }),
    ),
    ...VECTORES_HTML.map((v) =>
      registoIsolado(molde(GRUPOS.faqs), GRUPOS.faqs, v, {
        nome: `Pergunta ${v.id} ${v.texto}`,
        texto: `<p>Resposta ${v.id}</p>${v.texto}`,
      }),
    ),
  ];
  const redes = VECTORES_URL.map((v, indice) => ({
    idRedeSocial: 1000 + v.id,
    codRedeSocial: codigos[indice % codigos.length]!,
    nome: `Rede ${v.id}`,
    url: v.texto,
    activo: true,
  }));
  return { registos, redes };
}

/** Every event's description also gets the whole HTML corpus on the events it shows. */
function eventosComCorpo(eventos: Evento[]): void {
  for (const evento of eventos) {
    evento.descricao += VECTORES_HTML.map((v) => `<div>${v.texto}</div>`).join('');
  }
}

/**
 * The robustness fixture: the reference seed with the XSS corpus in every field the site
 * renders, plus records that isolate each vector. Mutates and returns `conteudo`.
 */
export function plantarVectores(conteudo: Conteudo): Conteudo {
  const resumo: ResumoPlantacao = {
    camposHtml: 0,
    camposTexto: 0,
    camposUrl: 0,
    seccoesIsoladas: 0,
    registosIsolados: 0,
  };
  envenenarCampos(conteudo, resumo);
  eventosComCorpo(conteudo.eventos);
  const seccoes = seccoesIsoladas();
  conteudo.seccoes.push(...seccoes);
  const { registos, redes } = registosIsolados(conteudo);
  conteudo.registos.push(...registos);
  conteudo.redesSociais.push(...redes);
  resumo.seccoesIsoladas = seccoes.length;
  resumo.registosIsolados = registos.length + redes.length;
  ultimoResumo = resumo;
  return conteudo;
}

let ultimoResumo: ResumoPlantacao | undefined;

/** What the last call of {@link plantarVectores} planted (for the launcher's log line). */
export function resumoPlantacao(): ResumoPlantacao | undefined {
  return ultimoResumo;
}
