import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

import {
  BASES_API,
  ID_GRUPO_LINKS_UTEIS,
  ID_LOCAL_SEDE,
  pedidoClassificacao,
  urlEndpoint,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@site/shared/contract';

/*
 * What the CMS under test answers, read through the site's own origin: only the fields the spec
 * names (and an id or a title where a screen needs one), typed for the rules in `oraculo.ts`.
 */

interface SeccaoCms {
  idSeccao: number;
  nome: string;
  activo: boolean;
  menu: boolean;
}

export interface PaginaCms {
  idPagina: number;
  textoPagina: string;
  activo: boolean;
  menu: boolean;
  seccoesMenu: SeccaoCms[];
  paginasFilhos: PaginaCms[];
}

interface RedeSocialCms {
  codRedeSocial: string;
  url: string;
  activo: boolean;
}

interface ContactoCms {
  contacto: string;
}

export interface LocalCms {
  morada: string;
  /** The spec names a Skype line but not its field: read as the reference CMS's `skype`. */
  contactosAgrupados: Partial<
    Record<'telemoveis' | 'telefones' | 'emails' | 'skype', ContactoCms[]>
  >;
}

interface LinkUtilCms {
  nome: string;
  url: string;
}

export interface TipoEventoCms {
  idTipoEvento: number;
  tipoEvento: string;
}

export interface EventoCms {
  idEvento: number;
  titulo: string;
  estado: string;
  dataInicio: string;
  dataFim?: string | null;
  idTipoEvento?: number | null;
}

interface ConfiguracaoSite {
  associacao: { nome: string; sigla: string; slug: string };
  desenvolvimento: { nome: string };
}

/** Everything the navbar, the footer and the event lists are built from, as the CMS sent it. */
export interface CmsLido {
  configuracao: ConfiguracaoSite;
  paginas: PaginaCms[];
  redes: RedeSocialCms[];
  sede: LocalCms;
  links: LinkUtilCms[];
  tipos: TipoEventoCms[];
  eventos: EventoCms[];
}

async function objecto<T>(resposta: APIResponse): Promise<T> {
  expect(resposta.status(), `${resposta.url()} respondeu ${resposta.status()}`).toBe(200);
  const corpo = (await resposta.json()) as { objecto: T; statusCode: number };
  expect(corpo.statusCode, resposta.url()).toBe(200);
  return corpo.objecto;
}

/** Reads, through the site's own origin, every CMS answer the rules below apply to. */
export async function lerCms(request: APIRequestContext): Promise<CmsLido> {
  // The events listing is a POST (spec §7): it needs the XSRF cookie echoed in its header.
  await request.head(BASES_API.eve);
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const [configuracao, paginas, redes, sede, links, tipos, eventos] = await Promise.all([
    request.get('/config/site.json').then(async (r) => {
      expect(r.status()).toBe(200);
      return (await r.json()) as ConfiguracaoSite;
    }),
    request.get(urlEndpoint('paginas')).then((r) => objecto<PaginaCms[]>(r)),
    request.get(urlEndpoint('redesSociais')).then((r) => objecto<RedeSocialCms[]>(r)),
    request.get(urlEndpoint('local', { idLocal: ID_LOCAL_SEDE })).then((r) => objecto<LocalCms>(r)),
    request
      .get(urlEndpoint('listaRegistos', { idGrupo: ID_GRUPO_LINKS_UTEIS, destaque: false }))
      .then((r) => objecto<LinkUtilCms[]>(r)),
    request.get(urlEndpoint('tiposEventos')).then((r) => objecto<TipoEventoCms[]>(r)),
    request
      .post(urlEndpoint('eventosClassificacao'), {
        headers: { [XSRF_HEADER]: xsrf },
        data: pedidoClassificacao(),
      })
      .then((r) => objecto<EventoCms[]>(r)),
  ]);
  return { configuracao, paginas, redes, sede, links, tipos, eventos };
}
