import type { Registo } from '@site/shared/contract';
import { formatarData } from '@site/shared/contract';
import { LigacaoDescarga } from '@site/shared/ui';

import { tituloDaNorma } from './regras-normas';

/** One standard: its code, title, summary, date and its document to download. */
export function CartaoNorma({ norma }: { norma: Registo }) {
  const titulo = tituloDaNorma(norma);
  return (
    <article className="cartao-conteudo h-100" aria-labelledby={`norma-${norma.idRegisto}`}>
      {norma.codigo ? <p className="codigo-norma mb-1">{norma.codigo}</p> : null}
      <h3 id={`norma-${norma.idRegisto}`} className="h5">
        {titulo}
      </h3>
      {norma.resumo ? <p className="mb-2">{norma.resumo}</p> : null}
      {norma.data ? (
        <p className="small text-body-secondary mb-3">
          Data: <time dateTime={norma.data}>{formatarData(norma.data)}</time>
        </p>
      ) : null}
      {norma.anexos.length > 0 ? (
        <ul className="list-unstyled d-flex flex-column gap-2 mb-0 mt-auto">
          {norma.anexos.map((anexo) => (
            <li key={anexo.idArquivo}>
              <LigacaoDescarga anexo={anexo} rotulo={`a ficha ${norma.codigo ?? titulo}`} />
              <span className="d-block small text-body-secondary text-break mt-1">
                {anexo.nome}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
