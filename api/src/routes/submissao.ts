import type { FastifyReply, FastifyRequest } from 'fastify';

import { errosPorCampo } from '@site/shared/contract/esquemas';

import { respostaSubmissao } from '../http/envelope';
import { ErroPedido, MENSAGENS } from '../http/erro-pedido';
import { mensagemPortuguesa } from '../http/mensagens-zod';
import { captchaAceite, exigirHoneypotVazio } from '../security/bot-check';
import { submeter, type DependenciasSubmissao } from '../submissoes/submeter';
import { SUBMISSOES, type DadosSubmissao, type TipoSubmissao } from '../submissoes/tipos';

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
