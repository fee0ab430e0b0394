import type { FastifyInstance } from 'fastify';

import type { IdGrupo } from '@site/shared/contract';

import { envelope } from '../../comum/http/envelope';
import { endpointsDe } from '../http/endpoints';
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

export interface OpcoesCmsMinimo {
  /**
   * A page's detail in another shape than the contract's (`{ pagina, blocos }`): the spec leaves
   * that call's meaning open, so a CMS we did not write may answer it so.
   */
  detalheNoutraForma?: boolean;
}

/** The reads of `/cms/api/v1/` on the minimal CMS. */
export function leiturasCmsMinimas(
  paginas: readonly PaginaFonte[],
  locais: readonly LocalMinimo[],
  opcoes: OpcoesCmsMinimo = {},
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
    const endpoint = endpointsDe(app, 'cms');
    endpoint('paginas', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(paginas.map(entradaDeMenu));
    });
    endpoint('pagina', async ({ params }) => {
      const fonte = pagina(params.idPagina);
      exigirLingua(params.lang);
      // The spec does not say what the third parameter means; as in the reference, 'true' asks
      // for the full sections.
      const detalhe: PaginaDetalheMinima = {
        ...entradaDeMenu(fonte),
        seccoes: params.comSeccoes === 'true' ? fonte.seccoes : [],
      };
      if (opcoes.detalheNoutraForma) {
        const { seccoes: blocos, ...pagina } = detalhe;
        return envelope({ pagina, blocos });
      }
      return envelope(detalhe);
    });
    endpoint('paginaSemLingua', async ({ params }) =>
      envelope(entradaDeMenu(pagina(params.idPagina))),
    );
    endpoint('seccao', async ({ params }) => {
      const id = idNumerico(params.idSeccao);
      exigirLingua(params.lang);
      return envelope(
        encontrado(
          seccoes.find((s) => s.idSeccao === id),
          'A secção pedida não existe.',
        ),
      );
    });
    endpoint('equipa', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(EQUIPA_MINIMA);
    });
    endpoint('redesSociais', async () => envelope(REDES_SOCIAIS_MINIMAS));
    endpoint('locais', async () => envelope(locais));
    endpoint('local', async ({ params }) => {
      const id = idNumerico(params.idLocal);
      exigirLingua(params.lang);
      return envelope(
        encontrado(
          locais.find((l) => l.idLocal === id),
          'O local pedido não existe.',
        ),
      );
    });

    endpoint('registo', async ({ params }) => {
      const pedido = registo(params.idRegisto);
      exigirLingua(params.lang);
      return envelope(pedido);
    });
    endpoint('listagemRegistos', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope(registos);
    });
    endpoint('icones', async ({ params }) => {
      const id = grupo(params.idGrupo);
      exigirLingua(params.lang);
      return envelope(REGISTOS_MINIMOS[id].map(paraIcone));
    });
    endpoint('iconesConteudo', async ({ params }) => {
      const id = grupo(params.idGrupo);
      exigirLingua(params.lang);
      return envelope(REGISTOS_MINIMOS[id].map(paraIcone));
    });
    endpoint('listaRegistos', async ({ params }) => {
      const id = grupo(params.idGrupo);
      exigirLingua(params.lang);
      // The flag's meaning is not in the spec: this CMS answers the same links either way.
      const links: LinkUtilMinimo[] = REGISTOS_MINIMOS[id].flatMap(({ nome, url }) =>
        url ? [{ nome, url }] : [],
      );
      return envelope(links);
    });
    endpoint('imagens', async ({ params }) => {
      registo(params.idRegisto);
      exigirLingua(params.lang);
      return envelope([]);
    });
    endpoint('registosDoGrupo', async ({ params }) => {
      const id = grupo(params.idGrupo);
      exigirLingua(params.lang);
      return envelope(REGISTOS_MINIMOS[id]);
    });
    endpoint('gruposTipos', async ({ params }) => {
      const id = grupo(params.idGrupo);
      exigirLingua(params.lang);
      return envelope(GRUPOS_TIPOS_MINIMOS[id]);
    });
  };
}
