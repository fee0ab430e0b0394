import type { SeccaoComAncora } from './regras-associacao';

/** The sticky in-page table of contents shown beside the sections on wide screens. */
export function IndiceSeccoes({ seccoes }: { seccoes: readonly SeccaoComAncora[] }) {
  return (
    <nav className="indice-seccoes" aria-labelledby="indice-seccoes-titulo">
      <h2 id="indice-seccoes-titulo" className="h6 text-uppercase text-body-secondary mb-3">
        Nesta página
      </h2>
      <ul className="list-unstyled mb-0">
        {seccoes.map(({ seccao, ancora }) => (
          <li key={seccao.idSeccao}>
            <a className="indice-seccoes-ligacao" href={`#${ancora}`}>
              {seccao.nome}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
