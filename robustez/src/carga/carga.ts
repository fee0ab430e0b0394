import { comBaseDados } from '../comum/bd';
import { cabecalhosValidos, obterTokenXsrf, pedir } from '../comum/http';
import { arrancarServidor, SCRIPT_SITE, type Servidor } from '../comum/servidor';
import { novaMarca } from '../submissoes/casos';
import { eventoAberto } from '../submissoes/executar';
import { emailCom, pontosSubmissao, type PontoSubmissao } from '../submissoes/pontos';

export interface OpcoesCarga {
  porta: number;
  dataDir: string;
  total: number;
  clientes: number;
  /** Kill the backend with SIGKILL once this fraction of the submissions is acknowledged. */
  matarAos?: number;
  /** Attempts per submission before the client gives up (it should never need them all). */
  tentativasMaximas?: number;
  /** Afterwards, send every acknowledged submission once more with its key (replays only). */
  reenviarConfirmados?: boolean;
}

export interface ResultadoCarga {
  enviados: number;
  confirmados: number;
  /** Submissions a client gave up on (no 2xx after every attempt). */
  semConfirmacao: number;
  /** Acknowledged but not in the database. */
  perdidos: number;
  /** Extra rows for one submission. */
  duplicados: number;
  /** Acknowledged with an id that is not the stored row's id. */
  idsDiferentes: number;
  /** Answers other than 2xx or a network error (a 4xx would mean a valid submission was refused). */
  respostasInesperadas: { status: number; corpo: string }[];
  respostas5xx: number;
  tentativas: number;
  errosRede: number;
  /** Stored before the kill but unacknowledged; the retry got the stored answer back. */
  repostasAposMorte: number;
  /** After the run, every acknowledged submission sent again with its key: answers with another id. */
  reenviosComOutroId: number;
  reenvios: number;
  mortes: number;
  confirmadosAntesDaMorte: number;
  duracaoMs: number;
  pedidosPorSegundo: number;
}

interface Submissao {
  ponto: PontoSubmissao;
  email: string;
  corpo: string;
  chave: string;
  tentativas: number;
  confirmacao?: { id: number; recebidoEm: string };
}

const esperar = (ms: number) => new Promise((resolver) => setTimeout(resolver, ms));

/**
 * A bounded load on loopback: `total` valid submissions across the four endpoints, sent by
 * `clientes` concurrent clients, each with its own Idempotency-Key, retried with the SAME key on
 * network errors and 5xx (bounded, with backoff). With `matarAos`, the backend is killed with
 * SIGKILL mid-run and restarted on the same DATA_DIR. Then every acknowledged submission must be
 * in the database exactly once, with the id it was acknowledged with.
 */
export async function executarCarga(opcoes: OpcoesCarga): Promise<ResultadoCarga> {
  const env = { RATE_LIMIT_MAX: '1000000' };
  const arrancar = () =>
    arrancarServidor({ script: SCRIPT_SITE, porta: opcoes.porta, dataDir: opcoes.dataDir, env });
  let servidor: Servidor = await arrancar();
  const url = servidor.url;
  const token = await obterTokenXsrf(url);
  const pontos = pontosSubmissao(await eventoAberto(url, token));
  const submissoes: Submissao[] = Array.from({ length: opcoes.total }, (_, indice) => {
    const ponto = pontos[indice % pontos.length]!;
    const marca = novaMarca('c');
    return {
      ponto,
      email: emailCom(marca),
      corpo: JSON.stringify(ponto.valido(marca)),
      chave: `carga-${marca}`,
      tentativas: 0,
    };
  });

  const resultado: ResultadoCarga = {
    enviados: opcoes.total,
    confirmados: 0,
    semConfirmacao: 0,
    perdidos: 0,
    duplicados: 0,
    idsDiferentes: 0,
    respostasInesperadas: [],
    respostas5xx: 0,
    tentativas: 0,
    errosRede: 0,
    repostasAposMorte: 0,
    reenviosComOutroId: 0,
    reenvios: 0,
    mortes: 0,
    confirmadosAntesDaMorte: 0,
    duracaoMs: 0,
    pedidosPorSegundo: 0,
  };
  const maximo = opcoes.tentativasMaximas ?? 60;
  let momentoMorte = 0;
  let reinicio: Promise<void> | undefined;

  const matarSeForAltura = () => {
    if (!opcoes.matarAos || reinicio) return;
    if (resultado.confirmados < opcoes.total * opcoes.matarAos) return;
    resultado.confirmadosAntesDaMorte = resultado.confirmados;
    momentoMorte = Date.now();
    resultado.mortes++;
    reinicio = (async () => {
      await servidor.matar();
      servidor = await arrancar();
    })();
  };

  async function enviar(submissao: Submissao): Promise<void> {
    while (submissao.tentativas < maximo) {
      submissao.tentativas++;
      resultado.tentativas++;
      try {
        const resposta = await pedir({
          url: `${url}${submissao.ponto.caminho}`,
          metodo: 'POST',
          cabecalhos: cabecalhosValidos(token, submissao.chave),
          corpo: submissao.corpo,
          limiteMs: 10_000,
        });
        if (resposta.status >= 200 && resposta.status < 300) {
          const { objecto } = JSON.parse(resposta.texto) as {
            objecto: { id: number; recebidoEm: string };
          };
          submissao.confirmacao = objecto;
          resultado.confirmados++;
          matarSeForAltura();
          return;
        }
        if (resposta.status >= 500) resultado.respostas5xx++;
        else {
          resultado.respostasInesperadas.push({
            status: resposta.status,
            corpo: resposta.texto.slice(0, 300),
          });
          return;
        }
      } catch {
        resultado.errosRede++;
      }
      await esperar(Math.min(500, 25 * submissao.tentativas));
    }
    resultado.semConfirmacao++;
  }

  const inicio = Date.now();
  let proxima = 0;
  await Promise.all(
    Array.from({ length: opcoes.clientes }, async () => {
      while (proxima < submissoes.length) await enviar(submissoes[proxima++]!);
    }),
  );
  resultado.duracaoMs = Date.now() - inicio;
  resultado.pedidosPorSegundo = Math.round((resultado.tentativas * 1000) / resultado.duracaoMs);
  await reinicio;

  // A client that never saw its answer sends again, even much later and after a restart: the
  // stored answer comes back, with the same id, and nothing new is written.
  if (opcoes.reenviarConfirmados) {
    const confirmadas = submissoes.filter((s) => s.confirmacao);
    let indice = 0;
    await Promise.all(
      Array.from({ length: opcoes.clientes }, async () => {
        while (indice < confirmadas.length) {
          const submissao = confirmadas[indice++]!;
          resultado.reenvios++;
          const resposta = await pedir({
            url: `${url}${submissao.ponto.caminho}`,
            metodo: 'POST',
            cabecalhos: cabecalhosValidos(token, submissao.chave),
            corpo: submissao.corpo,
          });
          const id = (JSON.parse(resposta.texto) as { objecto?: { id?: number } }).objecto?.id;
          if (resposta.status >= 300 || id !== submissao.confirmacao!.id)
            resultado.reenviosComOutroId++;
        }
      }),
    );
  }
  await servidor.parar();

  comBaseDados(opcoes.dataDir, (bd) => {
    for (const submissao of submissoes) {
      const linhas = bd
        .prepare(`SELECT id, created_at FROM ${submissao.ponto.tabela} WHERE email = ?`)
        .all(submissao.email) as { id: number; created_at: string }[];
      if (linhas.length > 1) resultado.duplicados += linhas.length - 1;
      const confirmacao = submissao.confirmacao;
      if (!confirmacao) continue;
      if (linhas.length === 0) resultado.perdidos++;
      else if (linhas[0]!.id !== confirmacao.id) resultado.idsDiferentes++;
      if (
        momentoMorte &&
        submissao.tentativas > 1 &&
        Date.parse(confirmacao.recebidoEm) < momentoMorte
      ) {
        resultado.repostasAposMorte++;
      }
    }
  });
  return resultado;
}
