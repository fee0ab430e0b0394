import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  ATRIBUTOS_SECCAO,
  EVENTO_SECCAO_VISTA,
  VERSAO_DESCONHECIDA,
  type IdModuloRemoto,
  type ModulosRemotos,
  type NomeRemoto,
} from '@site/shared/contract';
import { ACarregar, LimiteErro, PainelErro } from '@site/shared/ui';

import { moduloJaCarregado } from './modulos-carregados';
import { carregarModuloRemoto, reiniciarRemoto } from './remotos';
import { useVersaoNaPagina, versaoNoNavegador } from './versoes-pagina';
import { vezDoModulo } from './vez-do-modulo';

/**
 * A module the page has already, as a thenable that answers at once: React's `lazy` then renders
 * it in the same pass instead of suspending. This matters while the page hydrates: a tap on a
 * section that has not hydrated yet makes React hydrate it on the spot, which works only if its
 * code does not have to be waited for (otherwise React drops the tap).
 */
function jaResolvido<T>(valor: T | undefined): Promise<T> | undefined {
  if (valor === undefined) return undefined;
  // React's lazy calls `then` and takes the value from the callback; nothing else uses this.
  return { then: (aoCumprir: (valor: T) => void) => aoCumprir(valor) } as unknown as Promise<T>;
}

/**
 * Rendered after the section's module, inside its Suspense boundary: its effect runs once the
 * section has hydrated (or rendered), and writes on the boundary element the version of the
 * remote the browser did it with, and counts the section's view in the visitors' reports.
 */
function VersaoHidratada(props: {
  remoto: NomeRemoto;
  elemento: React.RefObject<HTMLElement | null>;
}) {
  const { remoto, elemento } = props;
  useEffect(() => {
    const seccao = elemento.current;
    seccao?.setAttribute(
      ATRIBUTOS_SECCAO.versaoNavegador,
      versaoNoNavegador(remoto) ?? VERSAO_DESCONHECIDA,
    );
    // A view of this version of the remote (its error ratio's denominator), for the reports.
    seccao?.dispatchEvent(new CustomEvent(EVENTO_SECCAO_VISTA, { bubbles: true }));
  }, [remoto, elemento]);
  return null;
}

/**
 * The one place where a remote section loads and fails: a Portuguese loading state, and when the
 * remote cannot be reached, a "section unavailable" panel whose retry really loads it again.
 *
 * A home block below the first screen (`BLOCOS_INICIO`, whose element the caller renders around
 * it) asks for its code only when that element comes onto the screen or at the visitor's first
 * interaction, as the entry's preload does; React keeps the server's HTML until then. The caller
 * keeps it from re-rendering before (`memo`, props that do not change): an update would replace
 * that HTML with the loading state.
 *
 * Its element (`.seccao-remota`, `display: contents`) names the section and the versions of its
 * remote: the server's and, once hydrated, the browser's (the contract's `ATRIBUTOS_SECCAO`).
 */
export function SeccaoRemota<K extends IdModuloRemoto>(props: {
  modulo: K;
  nome: string;
  props?: React.ComponentProps<ModulosRemotos[K]>;
  compacto?: boolean;
}) {
  const { modulo, nome, compacto = false } = props;
  const remoto = modulo.slice(0, modulo.indexOf('/')) as NomeRemoto;
  const elemento = useRef<HTMLDivElement>(null);
  const versao = useVersaoNaPagina(remoto);
  const [tentativa, setTentativa] = useState(0);
  // A rejected React.lazy stays rejected: each attempt gets a new lazy component.
  const Modulo = useMemo(
    () =>
      lazy(
        () =>
          jaResolvido(moduloJaCarregado(modulo)) ??
          (vezDoModulo(modulo) ?? Promise.resolve()).then(() => carregarModuloRemoto(modulo)),
      ),
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
  const atributos = {
    [ATRIBUTOS_SECCAO.modulo]: modulo,
    ...(versao ? { [ATRIBUTOS_SECCAO.versao]: versao } : {}),
  };
  return (
    <div ref={elemento} className="seccao-remota" {...atributos}>
      {/* Keyed by module too: routes reuse this component, and a failed section must not stick to the next. */}
      <LimiteErro key={`${modulo}#${tentativa}`} nome={`a secção ${nome}`} alternativa={fallback}>
        <Suspense fallback={<ACarregar texto={`A carregar ${nome}…`} />}>
          <Componente {...(props.props ?? {})} />
          <VersaoHidratada remoto={remoto} elemento={elemento} />
        </Suspense>
      </LimiteErro>
    </div>
  );
}
