import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';

import { PASTAS_REMOTOS, type NomeRemoto } from '@site/shared/contract';
import { errosPorCampo } from '@site/shared/contract/esquemas';
import { esquemaVersaoLancada, type RegistoLancamentos } from '@site/shared/contract/lancamentos';

import { ErroPedido } from '../comum/http/erro-pedido';
import { naoEncontrado, tratarErro } from '../comum/http/tratar-erros';
import { medirPedidos } from '../comum/ops';
import { opcoesRegisto, rastrearPedidos } from '../comum/rastreio';

import type { ArmazemLancamentos } from './armazem';
import type { Credenciais } from './credenciais';
import { abortarCanario, iniciarCanario, promover, reverter, type Autoria } from './transicoes';
import { verificarBuild, type OpcoesVerificacao } from './verificar-build';

export interface OpcoesAplicacaoLancamentos {
  armazem: ArmazemLancamentos;
  credenciais: Credenciais;
  verificacao: OpcoesVerificacao;
  logger?: FastifyServerOptions['logger'];
  agora?: () => Date;
}

const porque = z.string().trim().min(3, 'diga porquê (3 caracteres ou mais)').max(500);
const origem = z.string().default('');
const corpos = {
  canario: z.object({
    versao: esquemaVersaoLancada,
    percentagem: z.number().int().min(1).max(100),
    origem,
    porque,
  }),
  promover: z.object({ versao: esquemaVersaoLancada.optional(), origem, porque }),
  reverter: z.object({ porque }),
  abortar: z.object({ porque }),
};

/** Alertmanager's webhook body (version 4), the part the gate reads. */
const corpoAlertas = z.object({
  alerts: z.array(
    z.object({
      status: z.string(),
      labels: z.record(z.string(), z.string()),
      annotations: z.record(z.string(), z.string()).optional(),
    }),
  ),
});

function ler<T>(esquema: z.ZodType<T>, corpo: unknown): T {
  const lido = esquema.safeParse(corpo ?? {});
  if (lido.success) return lido.data;
  throw new ErroPedido(400, 'O pedido de lançamento não é válido.', errosPorCampo(lido.error));
}

function remotoDe(parametro: string): NomeRemoto {
  if (Object.hasOwn(PASTAS_REMOTOS, parametro)) return parametro as NomeRemoto;
  throw new ErroPedido(404, `O remoto ${parametro} não existe.`);
}

/**
 * The release service's API: the record to read, and the team's release steps (canary at N %,
 * promote, roll back, end the canary), each authorised by the remote's own credential, each new
 * build fetched and checked before it is accepted, each change kept atomically after the one
 * before it; and Alertmanager's webhook, which ends the canary an alert names.
 */
export async function construirAplicacaoLancamentos(
  opcoes: OpcoesAplicacaoLancamentos,
): Promise<FastifyInstance> {
  const app = Fastify({ ...opcoesRegisto(opcoes.logger ?? false), bodyLimit: 64 * 1024 });
  await rastrearPedidos(app);
  app.setErrorHandler(tratarErro);
  app.setNotFoundHandler(naoEncontrado);
  medirPedidos(app);
  const { armazem, credenciais, verificacao } = opcoes;
  const agora = () => (opcoes.agora ?? (() => new Date()))().toISOString();
  const autoria = (por: string, motivo: string): Autoria => ({ por, porque: motivo, em: agora() });

  app.get('/health', async () => ({ estado: 'ok' }));
  app.get('/lancamentos', async (): Promise<RegistoLancamentos> => armazem.ler());

  app.post<{ Params: { remoto: string; accao: string } }>(
    '/lancamentos/:remoto/:accao',
    async (pedido) => {
      const remoto = remotoDe(pedido.params.remoto);
      const por = credenciais.autorizar(pedido.headers.authorization, remoto);
      switch (pedido.params.accao) {
        case 'canario': {
          const corpo = ler(corpos.canario, pedido.body);
          const build = { versao: corpo.versao, origem: corpo.origem };
          await verificarBuild(remoto, build, verificacao);
          return armazem.alterar((r) =>
            iniciarCanario(r, remoto, build, corpo.percentagem, autoria(por, corpo.porque)),
          );
        }
        case 'promover': {
          const corpo = ler(corpos.promover, pedido.body);
          const build = corpo.versao ? { versao: corpo.versao, origem: corpo.origem } : null;
          if (build) await verificarBuild(remoto, build, verificacao);
          return armazem.alterar((r) => promover(r, remoto, build, autoria(por, corpo.porque)));
        }
        case 'reverter': {
          const corpo = ler(corpos.reverter, pedido.body);
          return armazem.alterar((r) => reverter(r, remoto, autoria(por, corpo.porque)));
        }
        case 'abortar': {
          const corpo = ler(corpos.abortar, pedido.body);
          return armazem.alterar((r) => abortarCanario(r, remoto, autoria(por, corpo.porque)));
        }
        default:
          throw new ErroPedido(404, `A acção ${pedido.params.accao} não existe.`);
      }
    },
  );

  // Alertmanager's receiver: each firing alert that names a remote and a version ends that
  // version's canary, the alert's name and summary kept as the reason.
  app.post('/alertas', async (pedido) => {
    if (credenciais.titular(pedido.headers.authorization) !== 'alertas') {
      throw new ErroPedido(403, 'Só o portão (Alertmanager) fala por este endereço.');
    }
    const { alerts } = ler(corpoAlertas, pedido.body);
    let registo = await armazem.ler();
    for (const alerta of alerts) {
      const { remote, version, alertname = 'alerta' } = alerta.labels;
      if (
        alerta.status !== 'firing' ||
        !remote ||
        !version ||
        !Object.hasOwn(PASTAS_REMOTOS, remote)
      ) {
        continue;
      }
      const motivo = `${alertname}: ${alerta.annotations?.summary ?? 'sem resumo'}`;
      registo = await armazem.alterar((r) =>
        abortarCanario(r, remote as NomeRemoto, autoria('alertas', motivo), version),
      );
    }
    return registo;
  });
  return app;
}
