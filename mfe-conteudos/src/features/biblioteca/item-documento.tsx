import { formatarData, type Registo } from '@site/shared/contract';
import { Icone, LigacaoDescarga } from '@site/shared/ui';

/** A library document: title, category, summary, date and its download links. */
export function ItemDocumento(props: { documento: Registo; categoria?: string }) {
  const { documento, categoria } = props;
  return (
    <article
      className="cartao-conteudo documento"
      aria-labelledby={`documento-${documento.idRegisto}`}
    >
      <div className="d-flex gap-3">
        <Icone nome="pdf" tamanho={32} className="text-primary mt-1 d-none d-sm-block" />
        <div className="flex-grow-1 min-w-0">
          <h2 id={`documento-${documento.idRegisto}`} className="h5 mb-1">
            {documento.nome}
          </h2>
          <p className="small text-body-secondary mb-2">
            {categoria ? <span>{categoria}</span> : null}
            {categoria && documento.data ? ' · ' : null}
            {documento.data ? (
              <time dateTime={documento.data}>{formatarData(documento.data)}</time>
            ) : null}
          </p>
          {documento.resumo ? <p className="mb-3">{documento.resumo}</p> : null}
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {documento.anexos.map((anexo) => (
              <li key={anexo.idArquivo}>
                <LigacaoDescarga anexo={anexo} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
