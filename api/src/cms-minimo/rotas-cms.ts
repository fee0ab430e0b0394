import type { FastifyInstance } from 'fastify';

import type { IdGrupo } from '@site/shared/contract';

import { envelope } from '../http/envelope';
import { encontrado, exigirLingua, idNumerico } from '../http/parametros';

import type {
  LinkUtilMinimo,
  LocalMinimo,
  PaginaDetalheMinima,
  PaginaMinima,
  RegistoMinimo,
  SeccaoMinima,
} from './formas';
import { EQUIPA_MINIMA, REDES_SOCIAIS_MINIMAS } from './institucional';
import type { PaginaFonte } from './paginas';
import { GRUPOS_TIPOS_MINIMOS, REGISTOS_MINIMOS } from './registos';

interface P {
  Params: { id?: string; lang?: string; comSeccoes?: string; flag?: string };
}

/** A page's menu entry: its own fields, its sections' menu fields, its children's entries. */
function entradaDeMenu({ seccoes, filhos = [], ...pagina }: PaginaFonte): PaginaMinima {
  return {
    ...pagina,
    seccoesMenu: seccoes.map(({ idSeccao, nome, activo, menu }) => ({
      idSeccao,
      nome,
      activo,
      menu,
    })),
    paginasFilhos: filhos.map(entradaDeMenu),
  };
}

function indexar(paginas: readonly PaginaFonte[], porId = new Map<number, PaginaFonte>()) {
  for (const pagina of paginas) {
    porId.set(pagina.idPagina, pagina);
    indexar(pagina.filhos ?? [], porId);
  }
  return porId;
}

/** An icon tile: the record's id and name only. */
const paraIcone = ({ idRegisto, nome }: RegistoMinimo): RegistoMinimo => ({ idRegisto, nome });

/** The reads of `/cms/api/v1/` on the minimal CMS. */
export function leiturasCmsMinimas(
  paginas: readonly PaginaFonte[],
  locais: readonly LocalMinimo[],
) {
  const porId = indexar(paginas);
  const seccoes: SeccaoMinima[] = [...porId.values()].flatMap((p) => p.seccoes);
  const registos = Object.values(REGISTOS_MINIMOS).flat();

  const pagina = (id: string | undefined) =>
    encontrado(porId.get(idNumerico(id)), 'A página pedida não existe.');
  const registo = (id: string | undefined) => {
    const procurado = idNumerico(id);
    return encontrado(
      registos.find((r) => r.idRegisto === procurado),
      'O registo pedido não existe.',
    );
  };
  const grupo = (id: string | undefined): IdGrupo => {
    const procurado = idNumerico(id);
    return encontrado(
      Object.hasOwn(REGISTOS_MINIMOS, procurado) ? (procurado as IdGrupo) : undefined,
      'O grupo pedido não existe.',
    );
  };

  return function (app: FastifyInstance): void {
    app.get<P>('/paginas/:lang', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(paginas.map(entradaDeMenu));
    });
    app.get<P>('/paginas/pagina/:id/:lang/:comSeccoes', async ({ params }) => {
      const fonte = pagina(params.id);
      exigirLingua(params.lang);
      // The spec does not say what the third parameter means; as in the reference, 'true' asks
      // for the full sections.
      const detalhe: PaginaDetalheMinima = {
        ...entradaDeMenu(fonte),
        seccoes: params.comSeccoes === 'true' ? fonte.seccoes : [],
      };
      return envelope(detalhe);
    });
    app.get<P>('/paginas/pagina/:id', async ({ params }) =>
      envelope(entradaDeMenu(pagina(params.id))),
    );
    app.get<P>('/seccoes/:id/:lang/:comSeccoes', async ({ params }) => {
      const id = idNumerico(params.id);
      exigirLingua(params.lang);
      return envelope(
        encontrado(
          seccoes.find((s) => s.idSeccao === id),
          'A secção pedida não existe.',
        ),
      );
    });
    app.get<P>('/equipas/:lang', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(EQUIPA_MINIMA);
    });
    app.get('/redesSocias', async () => envelope(REDES_SOCIAIS_MINIMAS));
    app.get('/locais', async () => envelope(locais));
    app.get<P>('/locais/local/:id/:lang', async ({ params }) => {
      const id = idNumerico(params.id);
      exigirLingua(params.lang);
      return envelope(
        encontrado(
          locais.find((l) => l.idLocal === id),
          'O local pedido não existe.',
        ),
      );
    });

    app.get<P>('/registos/registo/:id/:lang/:comSeccoes', async ({ params }) => {
      const pedido = registo(params.id);
      exigirLingua(params.lang);
      return envelope(pedido);
    });
    app.get<P>('/registos/Listagem/:lang/:comSeccoes', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(registos);
    });
    app.get<P>('/registos/ListarIcone/:id/:lang', async ({ params }) => {
      const id = grupo(params.id);
      exigirLingua(params.lang);
      return envelope(REGISTOS_MINIMOS[id].map(paraIcone));
    });
    app.get<P>('/registos/ListarIconeConteudo/:id/:lang', async ({ params }) => {
      const id = grupo(params.id);
      exigirLingua(params.lang);
      return envelope(REGISTOS_MINIMOS[id].map(paraIcone));
    });
    app.get<P>('/registos/Lista/:id/:lang/:flag', async ({ params }) => {
      const id = grupo(params.id);
      exigirLingua(params.lang);
      // The flag's meaning is not in the spec: this CMS answers the same links either way.
      const links: LinkUtilMinimo[] = REGISTOS_MINIMOS[id].flatMap(({ nome, url }) =>
        url ? [{ nome, url }] : [],
      );
      return envelope(links);
    });
    app.get<P>('/registos/ListarImagem/:id/:lang', async ({ params }) => {
      registo(params.id);
      exigirLingua(params.lang);
      return envelope([]);
    });
    app.get<P>('/registos/:id/:lang/:comSeccoes', async ({ params }) => {
      const id = grupo(params.id);
      exigirLingua(params.lang);
      return envelope(REGISTOS_MINIMOS[id]);
    });
    app.get<P>('/gruposTipos/:id/:lang', async ({ params }) => {
      const id = grupo(params.id);
      exigirLingua(params.lang);
      return envelope(GRUPOS_TIPOS_MINIMOS[id]);
    });
  };
}
