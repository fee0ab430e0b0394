import { useId } from 'react';

import type { Local } from '@site/shared/contract';
import { HtmlSeguro, Icone } from '@site/shared/ui';

import { ListaContactos } from './lista-contactos';
import { urlMapaDispositivo, urlOpenStreetMap } from './regras-contactos';

/**
 * The address beside its icon, in half of the head office's card (`col-lg-7`, then `col-md-6`):
 * how wide a picture in it can be. A delegation's card is about as wide.
 */
const TAMANHOS_MORADA =
  '(min-width: 1400px) 314px, (min-width: 1200px) 262px, (min-width: 992px) 210px, (min-width: 768px) 300px, calc(100vw - 80px)';

/** A place of the association: address with map links, contacts and opening hours. */
export function CartaoLocal({ local, destaque = false }: { local: Local; destaque?: boolean }) {
  const Titulo = destaque ? 'h2' : 'h3';
  const idTitulo = useId();
  const nome = local.nome || (destaque ? 'Sede' : 'Delegação');
  return (
    <article
      className={`card cartao-local${destaque ? ' cartao-local-sede shadow-sm' : ' h-100'}`}
      aria-labelledby={idTitulo}
    >
      <div className="card-body">
        <Titulo id={idTitulo} className={destaque ? 'h3 mb-3' : 'h5 mb-3'}>
          {destaque && !/sede/i.test(nome) ? (
            <span className="badge text-bg-warning me-2 align-middle fs-6">Sede</span>
          ) : null}
          {nome}
        </Titulo>
        <div className={destaque ? 'row g-4' : ''}>
          <div className={destaque ? 'col-md-6' : ''}>
            <div className="d-flex gap-2 mb-2">
              <Icone nome="local" className="text-primary mt-1" />
              <HtmlSeguro
                as="address"
                className="mb-0"
                html={local.morada}
                tamanhosImagens={TAMANHOS_MORADA}
              />
            </div>
            {local.moradaTexto ? (
              <p className="d-flex flex-wrap gap-2 ms-4 mb-3">
                <a
                  className="btn btn-sm btn-outline-primary"
                  href={urlMapaDispositivo(local.moradaTexto)}
                >
                  <Icone nome="mapa" className="me-1" />
                  Abrir no mapa
                </a>
                <a
                  className="btn btn-sm btn-outline-secondary"
                  href={urlOpenStreetMap(local.moradaTexto)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Ver no OpenStreetMap
                  <span className="visually-hidden"> (abre num novo separador)</span>
                </a>
              </p>
            ) : null}
            {local.horario.length > 0 ? (
              <div className="d-flex gap-2">
                <Icone nome="relogio" className="text-primary mt-1" />
                <div>
                  <p className="fw-semibold mb-1">Horário de atendimento</p>
                  <ul className="list-unstyled small mb-3">
                    {local.horario.map((periodo) => (
                      <li key={periodo}>{periodo}</li>
                    ))}
                  </ul>
                </div>
              </div>
            ) : null}
          </div>
          <div className={destaque ? 'col-md-6' : ''}>
            <ListaContactos contactos={local.contactosAgrupados} />
          </div>
        </div>
      </div>
    </article>
  );
}
