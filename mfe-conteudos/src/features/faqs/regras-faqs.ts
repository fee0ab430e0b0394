import {
  agruparPorTipo,
  descodificarEntidades,
  dobrarTexto,
  type GrupoDeItens,
  type GrupoTipo,
  type Registo,
} from '@site/shared/contract';

/** The plain text of an answer's HTML, for searching (tags dropped, entities decoded). */
export function textoSimples(html: string): string {
  return descodificarEntidades(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The questions whose question or answer has every word of `termo` (accents and case ignored). */
export function filtrarPerguntas(perguntas: readonly Registo[], termo: string): Registo[] {
  const palavras = dobrarTexto(termo).split(/\s+/).filter(Boolean);
  if (palavras.length === 0) return [...perguntas];
  return perguntas.filter((pergunta) => {
    const texto = dobrarTexto(`${pergunta.nome} ${textoSimples(pergunta.texto)}`);
    return palavras.every((palavra) => texto.includes(palavra));
  });
}

/** The questions grouped by category (in the categories' order), each group in CMS order. */
export function perguntasPorCategoria(
  perguntas: readonly Registo[],
  categorias: readonly GrupoTipo[],
): GrupoDeItens<Registo>[] {
  return agruparPorTipo(
    [...perguntas].sort((a, b) => a.ordem - b.ordem),
    categorias,
  );
}

/** "1 pergunta encontrada", "12 perguntas encontradas", "Nenhuma pergunta encontrada". */
export function textoPerguntasEncontradas(quantas: number): string {
  if (quantas === 0) return 'Nenhuma pergunta encontrada';
  return quantas === 1 ? '1 pergunta encontrada' : `${quantas} perguntas encontradas`;
}
