/**
 * One piece of work per key at a time: callers that ask for a key while its work is under way
 * share that work's promise instead of starting their own (a page's render, a remote's entry or
 * manifest asked for by every render of a burst).
 */
export function umPorVez<K, T>(
  emCurso: Map<K, Promise<T>>,
  chave: K,
  fazer: () => Promise<T>,
): Promise<T> {
  const pendente = emCurso.get(chave);
  if (pendente) return pendente;
  const trabalho = fazer().finally(() => emCurso.delete(chave));
  emCurso.set(chave, trabalho);
  return trabalho;
}
