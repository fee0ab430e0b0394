import type { FastifyReply, FastifyRequest } from 'fastify';

import { mensagemVagas, statusSubmissao, type Envelope } from '@site/shared/contract';
import { errosPorCampo } from '@site/shared/contract/esquemas';

import { envelope } from '../../comum/http/envelope';
import { ErroPedido, MENSAGENS } from '../../comum/http/erro-pedido';
import { mensagemPortuguesa } from '../http/mensagens-zod';
import { captchaAceite, exigirHoneypotVazio } from '../seguranca/bot-check';
import { submeter, type DependenciasSubmissao } from '../submissoes/submeter';
import {
  SUBMISSOES,
  type DadosSubmissao,
  type ResultadoSubmissao,
  type SubmissaoGuardada,
  type TipoSubmissao,
} from '../submissoes/tipos';

import type { DependenciasApi } from './dependencias';

const FORMATO_CHAVE = /^[A-Za-z0-9_-]{1,100}$/;

/** The optional `Idempotency-Key` header, validated; undefined when absent. */
function lerChaveIdempotencia(valor: string | string[] | undefined): string | undefined {
  if (valor === undefined) return undefined;
  if (typeof valor !== 'string' || !FORMATO_CHAVE.test(valor)) {
    throw new ErroPedido(400, MENSAGENS.chaveIdempotencia);
  }
  return valor;
}

/**
 * What a submission came to, on the wire. Stored: its record, 201 when new and 200 when it was
 * already there (a repeated key answers as the first time did). Refused: thrown as an
 * `ErroPedido`, so that it is logged and answered like every other refusal.
 */
function respostaSubmissao(resultado: ResultadoSubmissao): {
  status: number;
  corpo: Envelope<SubmissaoGuardada>;
} {
  switch (resultado.estado) {
    case 'guardada':
    case 'jaExistia':
    case 'repetida': {
      const status = statusSubmissao(resultado.registo.jaExistia);
      return { status, corpo: envelope(resultado.registo, status) };
    }
    case 'chaveNoutroPedido':
      throw new ErroPedido(409, MENSAGENS.chaveReutilizada);
    case 'captchaRecusado':
      throw new ErroPedido(400, MENSAGENS.camposInvalidos, { captchaToken: MENSAGENS.captcha });
    case 'eventoIndisponivel':
      throw new ErroPedido(404, MENSAGENS.eventoIndisponivel);
    case 'inscricoesEncerradas':
      throw new ErroPedido(409, MENSAGENS.inscricoesEncerradas);
    case 'semVagas':
      throw new ErroPedido(409, mensagemVagas(resultado.vagas));
  }
}

/** A submission's body, robots turned away first, through its shared schema; else a 400. */
function lerCorpo<T extends TipoSubmissao>(tipo: T, corpo: unknown): DadosSubmissao<T> {
  if (corpo === undefined || corpo === null) throw new ErroPedido(400, MENSAGENS.corpoVazio);
  exigirHoneypotVazio(corpo);
  const resultado = SUBMISSOES[tipo].esquema.safeParse(corpo, { error: mensagemPortuguesa });
  if (!resultado.success) {
    throw new ErroPedido(400, MENSAGENS.camposInvalidos, errosPorCampo(resultado.error));
  }
  return resultado.data as DadosSubmissao<T>;
}

/**
 * The handler of one submission endpoint, which only adapts HTTP: it reads the key and the body,
 * asks the captcha, hands the validated submission to `submeter` and answers what it came to.
 */
export function rotaSubmissao<T extends TipoSubmissao>(deps: DependenciasApi, tipo: T) {
  const dependencias: DependenciasSubmissao = {
    armazem: deps.armazem,
    repositorio: deps.repositorio,
    eventoDaInscricao: (idEvento) => deps.leituras.eventoDaInscricao(idEvento),
    agora: deps.agora,
  };
  return async (pedido: FastifyRequest, resposta: FastifyReply) => {
    const chave = lerChaveIdempotencia(pedido.headers['idempotency-key']);
    const dados = lerCorpo(tipo, pedido.body);
    const captcha = await captchaAceite(deps.verificador, dados.captchaToken, pedido.ip);
    const resultado = submeter(dependencias, { tipo, dados, chave, captchaAceite: captcha });
    const { status, corpo } = respostaSubmissao(resultado);
    return resposta.code(status).send(corpo);
  };
}
