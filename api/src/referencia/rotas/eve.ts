import type { FastifyInstance } from 'fastify';

import type { Evento, TipoEvento } from '@site/shared/contract';
import { LINGUA } from '@site/shared/contract';
import { errosPorCampo, esquemaPedidoClassificacao } from '@site/shared/contract/esquemas';

import { envelope } from '../../comum/http/envelope';
import { ErroPedido, MENSAGENS } from '../../comum/http/erro-pedido';
import { endpointsDe } from '../http/endpoints';
import { mensagemPortuguesa } from '../http/mensagens-zod';
import { encontrado, exigirLingua, idNumerico } from '../http/parametros';
import type { Conteudo } from '../semente';

import { registarRotasComuns } from './base';
import type { DependenciasApi } from './dependencias';
import { rotaSubmissao } from './submissao';

/**
 * Reads the body of `POST eventos/classificacao` (any CMS answering it takes the same request):
 * the classification asked for, or a 400/404 in Portuguese.
 */
export function lerPedidoClassificacao(body: unknown): number {
  if (body === undefined || body === null) throw new ErroPedido(400, MENSAGENS.corpoVazio);
  const resultado = esquemaPedidoClassificacao.safeParse(body, { error: mensagemPortuguesa });
  if (!resultado.success) {
    throw new ErroPedido(400, MENSAGENS.camposInvalidos, errosPorCampo(resultado.error));
  }
  const { idClassificacao, codIdioma } = resultado.data;
  if (codIdioma !== LINGUA) throw new ErroPedido(404, MENSAGENS.idiomaIndisponivel);
  return idClassificacao;
}

/** The reference events backend's reads (listings by classification, one event, types), from the seed. */
export function leiturasEve(conteudo: Conteudo): (app: FastifyInstance) => void {
  return function (app: FastifyInstance) {
    const endpoint = endpointsDe(app, 'eve');
    // A read sent as POST: the per-IP limit on submissions does not apply.
    endpoint(
      'eventosClassificacao',
      async ({ body }) => {
        const idClassificacao = lerPedidoClassificacao(body);
        if (!conteudo.classificacoes.includes(idClassificacao)) {
          throw new ErroPedido(404, 'A classificação de eventos pedida não existe.');
        }
        return envelope<Evento[]>(
          conteudo.eventos.filter((e) => e.idClassificacao === idClassificacao),
        );
      },
      { config: { rateLimit: false } },
    );
    endpoint('evento', async ({ params }) => {
      const id = idNumerico(params.idEvento);
      exigirLingua(params.lang);
      return envelope<Evento>(
        encontrado(
          conteudo.eventos.find((e) => e.idEvento === id),
          'O evento pedido não existe.',
        ),
      );
    });
    endpoint('tiposEventos', async ({ params }) => {
      exigirLingua(params.lang);
      return envelope<TipoEvento[]>([...conteudo.tiposEventos]);
    });
  };
}

/** The events backend (`/eve/api/v1/`): the reads of `deps.leituras`, and sign-ups. */
export function rotasEve(deps: DependenciasApi) {
  return async function (app: FastifyInstance) {
    registarRotasComuns(app, 'eve');
    deps.leituras.eve(app);
    endpointsDe(app, 'eve')('inscricao', rotaSubmissao(deps, 'inscricao'));
  };
}
