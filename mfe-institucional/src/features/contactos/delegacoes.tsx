import type { Local } from '@site/shared/contract';

import { Esqueleto, Linha } from '../../components/esqueleto';

import { CartaoLocal } from './cartao-local';
import { CartaoLocalEsqueleto } from './cartao-local-esqueleto';

/** The other offices, two by two from tablets up; nothing when there are none. */
export function Delegacoes({ locais }: { locais: Local[] }) {
  if (locais.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="delegacoes-titulo">
      <h2 id="delegacoes-titulo" className="h4 mb-3">
        Delegações
      </h2>
      <div className="row row-cols-1 row-cols-md-2 g-3">
        {locais.map((local, indice) => (
          <div className="col" key={indice}>
            <CartaoLocal local={local} />
          </div>
        ))}
      </div>
    </section>
  );
}

/** {@link Delegacoes} while the list loads: its title and one card, as grey bars. */
export function DelegacoesEsqueleto() {
  return (
    <Esqueleto texto="A carregar as delegações…" className="mt-4">
      <p className="h4 mb-3">
        <Linha largura="col-3" />
      </p>
      <div className="row row-cols-1 row-cols-md-2 g-3">
        <div className="col">
          <CartaoLocalEsqueleto />
        </div>
      </div>
    </Esqueleto>
  );
}
