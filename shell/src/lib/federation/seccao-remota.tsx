import { lazy, Suspense, useCallback, useMemo, useState } from 'react';

import type { IdModuloRemoto, ModulosRemotos } from '@site/shared/contract';
import { ACarregar, LimiteErro, PainelErro } from '@site/shared/ui';

import { carregarModuloRemoto, reiniciarRemoto } from './remotos';

/**
 * The one place where a remote section loads and fails: a Portuguese loading state, and when the
 * remote cannot be reached, a "section unavailable" panel whose retry really loads it again.
 */
export function SeccaoRemota<K extends IdModuloRemoto>(props: {
  modulo: K;
  nome: string;
  props?: React.ComponentProps<ModulosRemotos[K]>;
  compacto?: boolean;
}) {
  const { modulo, nome, compacto = false } = props;
  const [tentativa, setTentativa] = useState(0);
  // A rejected React.lazy stays rejected: each attempt gets a new lazy component.
  const Modulo = useMemo(
    () => lazy(() => carregarModuloRemoto(modulo)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [modulo, tentativa],
  );
  const tentarNovamente = useCallback(() => {
    reiniciarRemoto(modulo);
    setTentativa((valor) => valor + 1);
  }, [modulo]);

  const fallback = () => (
    <div className={compacto ? '' : 'container'}>
      <PainelErro
        titulo={`A secção ${nome} está temporariamente indisponível`}
        mensagem="Não foi possível carregar esta parte do sítio. O resto do sítio continua a funcionar."
        aoTentarNovamente={tentarNovamente}
      />
    </div>
  );

  const Componente = Modulo as unknown as React.ComponentType<Record<string, unknown>>;
  return (
    // Keyed by module too: routes reuse this component, and a failed section must not stick to the next.
    <LimiteErro key={`${modulo}#${tentativa}`} nome={`a secção ${nome}`} alternativa={fallback}>
      <Suspense fallback={<ACarregar texto={`A carregar ${nome}…`} />}>
        <Componente {...(props.props ?? {})} />
      </Suspense>
    </LimiteErro>
  );
}
