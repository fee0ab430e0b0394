import { eventoPublico, pedidoClassificacao, urlEndpoint } from '@site/shared/contract';

import { comBaseDados, contarLinhas, esquema, TABELAS } from '../comum/bd';
import {
  cabecalhosValidos,
  emPortugues,
  lerEnvelope,
  obterTokenXsrf,
  pedir,
  pedirSocket,
  type Resposta,
} from '../comum/http';

import { gerarCasos, novaMarca, type Caso, type CategoriaCaso } from './casos';
import { pontosSubmissao, type PontoSubmissao } from './pontos';

interface ResultadoPonto {
  ponto: string;
  tentados: number;
  /** Refused as they must be: 4xx, Portuguese envelope (message and field messages). */
  recusadosBem: number;
  /** Legitimate text that looks hostile, stored once as typed. */
  aceitesBem: number;
  respostas5xx: number;
  errosRede: number;
  /** Wrong answers: a 2xx for a refusal, a 4xx for a legitimate text, or a non-Portuguese message. */
  problemas: { caso: string; categoria: CategoriaCaso; status: number; corpo: string }[];
  /** Rows written by refused requests (table delta minus accepted rows). */
  linhasIndevidas: number;
  /** Accepted texts missing from the table, or stored differently from what was typed. */
  perdidos: number;
  duplicados: number;
  porCategoria: Partial<Record<CategoriaCaso, number>>;
}

export interface ResultadoSubmissoes {
  pontos: ResultadoPonto[];
  esquemaIntacto: boolean;
  processoVivo: boolean;
  duracaoMs: number;
}

/** The first event open for sign-ups, asked of the backend as the site asks it. */
export async function eventoAberto(url: string, token: string): Promise<number> {
  const resposta = await pedir({
    url: `${url}${urlEndpoint('eventosClassificacao')}`,
    metodo: 'POST',
    cabecalhos: cabecalhosValidos(token),
    corpo: JSON.stringify(pedidoClassificacao()),
  });
  const eventos = (
    JSON.parse(resposta.texto) as {
      objecto: {
        idEvento: number;
        estado: string;
        inscricoesAbertas: boolean;
        vagas: number | null;
        dataInicio: string;
      }[];
    }
  ).objecto;
  const aberto = eventos.find(
    (e) =>
      eventoPublico(e) &&
      e.inscricoesAbertas &&
      (e.vagas === null || e.vagas >= 10) &&
      Date.parse(e.dataInicio) > Date.now(),
  );
  if (!aberto) throw new Error('no event open for sign-ups in the seed');
  return aberto.idEvento;
}

/** Whether an answer is a correct refusal; returns the reason when it is not. */
function problemaRecusa(caso: Caso, resposta: Resposta): string | null {
  if (resposta.status < 400 || resposta.status >= 500) return `status ${resposta.status}`;
  if (caso.metodo === 'HEAD') return null; // a HEAD answer has no body to read
  const envelope = lerEnvelope(resposta.texto);
  if (!envelope) return 'not a JSON envelope';
  if (envelope.statusCode !== resposta.status)
    return 'envelope statusCode differs from HTTP status';
  if (!emPortugues(envelope.mensagem))
    return `message not Portuguese: ${String(envelope.mensagem)}`;
  for (const [campo, mensagem] of Object.entries(envelope.erros ?? {})) {
    if (!emPortugues(mensagem))
      return `field message not Portuguese (${campo}): ${String(mensagem)}`;
  }
  return null;
}

async function enviarCaso(url: string, caso: Caso): Promise<Resposta | Error> {
  try {
    if (caso.corpo !== undefined && caso.corpo.length > 1 << 20) {
      return await pedirSocket({
        url: `${url}${caso.caminho}`,
        metodo: caso.metodo,
        cabecalhos: caso.cabecalhos,
        corpo: caso.corpo,
      });
    }
    return await pedir({
      url: `${url}${caso.caminho}`,
      metodo: caso.metodo,
      cabecalhos: caso.cabecalhos,
      ...(caso.corpo !== undefined ? { corpo: caso.corpo } : {}),
      limiteMs: 30_000,
    });
  } catch (erro) {
    return erro instanceof Error ? erro : new Error(String(erro));
  }
}

/** Runs `tarefa` over `itens` with at most `paralelo` in flight. */
async function emParalelo<T>(
  itens: readonly T[],
  paralelo: number,
  tarefa: (item: T) => Promise<void>,
) {
  let proximo = 0;
  await Promise.all(
    Array.from({ length: paralelo }, async () => {
      while (proximo < itens.length) await tarefa(itens[proximo++]!);
    }),
  );
}

async function executarPonto(
  url: string,
  dataDir: string,
  ponto: PontoSubmissao,
  casos: Caso[],
): Promise<ResultadoPonto> {
  const antes = contarLinhas(dataDir);
  const resultado: ResultadoPonto = {
    ponto: ponto.nome,
    tentados: casos.length,
    recusadosBem: 0,
    aceitesBem: 0,
    respostas5xx: 0,
    errosRede: 0,
    problemas: [],
    linhasIndevidas: 0,
    perdidos: 0,
    duplicados: 0,
    porCategoria: {},
  };
  const aceites: Caso[] = [];
  await emParalelo(casos, 8, async (caso) => {
    resultado.porCategoria[caso.categoria] = (resultado.porCategoria[caso.categoria] ?? 0) + 1;
    const resposta = await enviarCaso(url, caso);
    const registar = (motivo: string, status: number, corpo: string) =>
      resultado.problemas.push({
        caso: `${caso.descricao}: ${motivo}`,
        categoria: caso.categoria,
        status,
        corpo: corpo.slice(0, 300),
      });
    if (resposta instanceof Error) {
      resultado.errosRede++;
      registar(`network error ${resposta.message}`, 0, '');
      return;
    }
    if (resposta.status >= 500) resultado.respostas5xx++;
    if (caso.espera === 'recusa') {
      const problema = problemaRecusa(caso, resposta);
      if (problema) registar(problema, resposta.status, resposta.texto);
      else resultado.recusadosBem++;
    } else if (resposta.status === 201) {
      aceites.push(caso);
    } else {
      registar('legitimate text refused', resposta.status, resposta.texto);
    }
  });

  const depois = contarLinhas(dataDir);
  const novas = depois[ponto.tabela] - antes[ponto.tabela];
  const outrasTabelas = TABELAS.filter((t) => t !== ponto.tabela && t !== 'idempotency').reduce(
    (soma, t) => soma + depois[t] - antes[t],
    0,
  );
  // Every accepted case sent a key: the idempotency table grows by exactly the accepted ones.
  const chavesIndevidas = depois.idempotency - antes.idempotency - aceites.length;
  resultado.linhasIndevidas =
    Math.max(0, novas - aceites.length) + outrasTabelas + Math.max(0, chavesIndevidas);
  comBaseDados(dataDir, (bd) => {
    for (const caso of aceites) {
      const { email, coluna, guardado } = caso.verificar!;
      const linhas = bd
        .prepare(`SELECT ${coluna} AS valor FROM ${ponto.tabela} WHERE email = ?`)
        .all(email) as { valor: string | null }[];
      if (linhas.length === 0 || linhas[0]!.valor !== guardado) {
        resultado.perdidos++;
        resultado.problemas.push({
          caso: `${caso.descricao}: stored ${JSON.stringify(linhas[0]?.valor)?.slice(0, 80)}`,
          categoria: caso.categoria,
          status: 201,
          corpo: '',
        });
      } else {
        resultado.aceitesBem++;
      }
      if (linhas.length > 1) resultado.duplicados += linhas.length - 1;
    }
  });
  return resultado;
}

/**
 * The hostile suite against a running backend (`url`, its DATA_DIR for read-only counts):
 * every endpoint gets its generated cases; answers, stored rows and the schema are checked.
 */
export async function executarSubmissoesHostis(opcoes: {
  url: string;
  dataDir: string;
  bodyLimit: number;
}): Promise<ResultadoSubmissoes> {
  const inicio = Date.now();
  const token = await obterTokenXsrf(opcoes.url);
  const pontos = pontosSubmissao(await eventoAberto(opcoes.url, token));

  // One stored submission per endpoint, outside the counts, so that its key can be reused elsewhere.
  const chaves: string[] = [];
  for (const ponto of pontos) {
    const chave = `preparacao-${novaMarca('p')}`;
    const resposta = await pedir({
      url: `${opcoes.url}${ponto.caminho}`,
      metodo: 'POST',
      cabecalhos: cabecalhosValidos(token, chave),
      corpo: JSON.stringify(ponto.valido(novaMarca('p'))),
    });
    if (resposta.status !== 201)
      throw new Error(
        `setup submission to ${ponto.caminho} answered ${resposta.status}: ${resposta.texto}`,
      );
    chaves.push(chave);
  }
  const esquemaAntes = esquema(opcoes.dataDir);

  const resultados: ResultadoPonto[] = [];
  for (const [indice, ponto] of pontos.entries()) {
    const casos = gerarCasos(ponto, {
      token,
      bodyLimit: opcoes.bodyLimit,
      chaveDeOutroPonto: chaves[(indice + 1) % chaves.length]!,
    });
    resultados.push(await executarPonto(opcoes.url, opcoes.dataDir, ponto, casos));
  }

  let processoVivo = false;
  try {
    processoVivo = (await pedir({ url: `${opcoes.url}/health`, limiteMs: 5000 })).status === 200;
  } catch {
    processoVivo = false;
  }
  return {
    pontos: resultados,
    esquemaIntacto: esquema(opcoes.dataDir) === esquemaAntes,
    processoVivo,
    duracaoMs: Date.now() - inicio,
  };
}
