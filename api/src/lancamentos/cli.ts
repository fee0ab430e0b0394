import { parseArgs } from 'node:util';

/**
 * The release command for a team's CI (`node api/dist/lancar.js`), against the release service
^ * at LANCAMENTOS_URL (the service's default address) with the team's LANCAMENTOS_CREDENCIAL:
 *
 *   lancar <remoto> canario <versao> <percentagem> --porque "…" [--origem https://cdn…]
 *   lancar <remoto> promover [<versao>] --porque "…"
 *   lancar <remoto> reverter --porque "…"
 *   lancar <remoto> abortar --porque "…"
 *   lancar estado
 *
 * Prints the remote's state after the change (or the whole record), or the service's refusal;
 * exits 1 when refused.
 */
export async function executarCli(
  argumentos: string[],
  ambiente: Record<string, string | undefined>,
  escrever: (linha: string) => void,
): Promise<number> {
  const { values: opcoes, positionals } = parseArgs({
    args: argumentos,
    allowPositionals: true,
    options: { porque: { type: 'string' }, origem: { type: 'string' } },
  });
  const base = (ambiente.LANCAMENTOS_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const [remoto, accao, versao, percentagem] = positionals;
  if (remoto === 'estado' || !remoto) {
    const resposta = await fetch(`${base}/lancamentos`);
    escrever(JSON.stringify(await resposta.json(), null, 2));
    return resposta.ok ? 0 : 1;
  }
  const corpo: Record<string, unknown> = { porque: opcoes.porque ?? '' };
  if (versao) corpo.versao = versao;
  if (percentagem) corpo.percentagem = Number(percentagem);
  if (opcoes.origem) corpo.origem = opcoes.origem;
  const resposta = await fetch(`${base}/lancamentos/${remoto}/${accao ?? ''}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${ambiente.LANCAMENTOS_CREDENCIAL ?? ''}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(corpo),
  });
  const dados = (await resposta.json()) as {
    mensagem?: string;
    erros?: Record<string, string>;
    remotos?: Record<string, unknown>;
  };
  if (!resposta.ok) {
    escrever(`recusado (HTTP ${resposta.status}): ${dados.mensagem ?? ''}`);
    for (const [campo, mensagem] of Object.entries(dados.erros ?? {})) {
      escrever(`  ${campo}: ${mensagem}`);
    }
    return 1;
  }
  escrever(JSON.stringify({ [remoto]: dados.remotos?.[remoto] ?? null }, null, 2));
  return 0;
}
