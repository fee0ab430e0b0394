import { dobrarTexto, type Registo } from '@site/shared/contract';

/** The words of a search, folded: every one must appear for a document to match. */
function palavrasDaPesquisa(termo: string): string[] {
  return dobrarTexto(termo).split(/\s+/).filter(Boolean);
}

function correspondeAoTermo(registo: Registo, palavras: readonly string[]): boolean {
  if (palavras.length === 0) return true;
  const texto = dobrarTexto(`${registo.nome} ${registo.resumo}`);
  return palavras.every((palavra) => texto.includes(palavra));
}

/**
 * The documents whose name or summary has every word of `termo` (accents and case ignored),
 * in category `idCategoria` (null: all).
 */
export function filtrarDocumentos(
  registos: readonly Registo[],
  termo: string,
  idCategoria: number | null,
): Registo[] {
  const palavras = palavrasDaPesquisa(termo);
  return registos.filter(
    (registo) =>
      (idCategoria === null || registo.idGrupoTipo === idCategoria) &&
      correspondeAoTermo(registo, palavras),
  );
}

/** How many documents match `termo` in each category, so each filter button shows its count. */
export function contarPorCategoria(
  registos: readonly Registo[],
  termo: string,
): Map<number | null, number> {
  const contagem = new Map<number | null, number>([[null, 0]]);
  for (const registo of filtrarDocumentos(registos, termo, null)) {
    contagem.set(null, (contagem.get(null) ?? 0) + 1);
    if (registo.idGrupoTipo !== null)
      contagem.set(registo.idGrupoTipo, (contagem.get(registo.idGrupoTipo) ?? 0) + 1);
  }
  return contagem;
}

/** "1 documento encontrado", "13 documentos encontrados", "Nenhum documento encontrado". */
export function textoResultados(quantos: number): string {
  if (quantos === 0) return 'Nenhum documento encontrado';
  return quantos === 1 ? '1 documento encontrado' : `${quantos} documentos encontrados`;
}
