import { urlArquivo } from '@site/shared/api';

import { formatarTamanho, type Anexo } from '../contract';

import { Icone } from './icone';

const TIPOS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/zip': 'ZIP',
};

/** A short Portuguese name of a file's type: "PDF", "Word", or its extension in capitals. */
export function tipoFicheiro(anexo: Pick<Anexo, 'nome' | 'tipoMime'>): string {
  const conhecido = TIPOS[anexo.tipoMime];
  if (conhecido) return conhecido;
  const extensao = /\.([a-z0-9]{1,5})$/i.exec(anexo.nome)?.[1];
  return extensao ? extensao.toUpperCase() : 'Ficheiro';
}

/** Downloadable attachments: each a `download` link with its file name, type and size. */
export function ListaAnexos(props: {
  anexos: readonly Anexo[];
  titulo?: string;
  idTitulo?: string;
}) {
  if (props.anexos.length === 0) return null;
  return (
    <div className="lista-anexos mt-4">
      {props.titulo ? (
        <h3 id={props.idTitulo} className="h6 text-uppercase text-body-secondary">
          {props.titulo}
        </h3>
      ) : null}
      <ul className="list-group" aria-labelledby={props.titulo ? props.idTitulo : undefined}>
        {props.anexos.map((anexo) => (
          <li key={anexo.idArquivo} className="list-group-item d-flex align-items-center gap-3">
            <Icone
              nome={anexo.tipoMime === 'application/pdf' ? 'pdf' : 'documento'}
              tamanho={28}
              className="text-primary"
            />
            <a
              className="stretched-link fw-semibold text-break"
              href={urlArquivo(anexo.idArquivo)}
              download={anexo.nome}
            >
              {anexo.nome}
              <span className="visually-hidden"> (descarregar)</span>
            </a>
            <span className="ms-auto text-body-secondary small text-nowrap">
              {tipoFicheiro(anexo)} · {formatarTamanho(anexo.tamanho)}
            </span>
            <Icone nome="descarregar" className="text-body-secondary" />
          </li>
        ))}
      </ul>
    </div>
  );
}
