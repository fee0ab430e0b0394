import { Icone, type NomeIcone } from '@site/shared/ui';

import { Linha, type LarguraLinha } from '../../components/esqueleto';

/** What a place usually has (see the CMS): the skeleton takes the size of a usual card. */
const FORMA = {
  sede: {
    morada: 3,
    horario: 2,
    contactos: ['whatsapp', 'whatsapp', 'telefone', 'email', 'email', 'skype'],
  },
  delegacao: { morada: 3, horario: 1, contactos: ['whatsapp', 'telefone', 'email'] },
} satisfies Record<string, { morada: number; horario: number; contactos: NomeIcone[] }>;

const LARGURAS: LarguraLinha[] = ['col-10', 'col-7', 'col-8', 'col-6'];

function Linhas({ quantas }: { quantas: number }) {
  return Array.from({ length: quantas }, (_, i) => (
    <span key={i} className="d-block">
      <Linha largura={LARGURAS[i % LARGURAS.length]!} />
    </span>
  ));
}

/** {@link CartaoLocal} while its place loads, inside an `Esqueleto`: the same boxes, as grey bars. */
export function CartaoLocalEsqueleto({ destaque = false }: { destaque?: boolean }) {
  const forma = destaque ? FORMA.sede : FORMA.delegacao;
  return (
    <div className={`card cartao-local${destaque ? ' cartao-local-sede shadow-sm' : ' h-100'}`}>
      <div className="card-body">
        <p className={destaque ? 'h3 mb-3' : 'h5 mb-3'}>
          <Linha largura={destaque ? 'col-3' : 'col-8'} />
        </p>
        <div className={destaque ? 'row g-4' : ''}>
          <div className={destaque ? 'col-md-6' : ''}>
            <div className="d-flex gap-2 mb-2">
              <Icone nome="local" className="text-body-tertiary mt-1" />
              <p className="mb-0 flex-grow-1">
                <Linhas quantas={forma.morada} />
              </p>
            </div>
            <p className="d-flex flex-wrap gap-2 ms-4 mb-3">
              <span className="btn btn-sm btn-outline-secondary disabled placeholder col-5" />
              <span className="btn btn-sm btn-outline-secondary disabled placeholder col-6" />
            </p>
            <div className="d-flex gap-2">
              <Icone nome="relogio" className="text-body-tertiary mt-1" />
              <div className="flex-grow-1">
                <p className="fw-semibold mb-1">
                  <Linha largura="col-8" />
                </p>
                <p className="small mb-3">
                  <Linhas quantas={forma.horario} />
                </p>
              </div>
            </div>
          </div>
          <div className={destaque ? 'col-md-6' : ''}>
            <ul className="list-unstyled mb-0">
              {forma.contactos.map((icone, i) => (
                <li key={i} className="d-flex gap-2 mb-2">
                  <Icone nome={icone} className="text-body-tertiary mt-1" />
                  <div className="flex-grow-1">
                    <span className="d-block small">
                      <Linha largura="col-6" />
                    </span>
                    <Linha largura="col-8" />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
