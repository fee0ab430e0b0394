/** Runs a task once for concurrent callers with the same key: they all get its one result. */
export function criarUmaVez(): <T>(chave: string, tarefa: () => Promise<T>) => Promise<T> {
  const emCurso = new Map<string, Promise<unknown>>();
  return <T>(chave: string, tarefa: () => Promise<T>): Promise<T> => {
    const existente = emCurso.get(chave) as Promise<T> | undefined;
    if (existente) return existente;
    const promessa = tarefa().finally(() => emCurso.delete(chave));
    emCurso.set(chave, promessa);
    return promessa;
  };
}
