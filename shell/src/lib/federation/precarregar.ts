import type { ConfiguracaoSite } from '@site/shared/contract';
import { modulosDaRota } from '@site/shared/contract/rotas';

import { guardarModuloCarregado } from './modulos-carregados';
import { carregarModuloRemoto, registarRemotos } from './remotos';
import { vezDoModulo } from './vez-do-modulo';

/**
 * Starts loading the section of the address being opened while the shell's own chunks load and
 * React renders, instead of after (a remote's entry and chunks are otherwise one more waterfall
 * behind the first render), and keeps what arrives so that the section hydrates as soon as React
 * reaches it. A home block below the first screen waits until it comes onto it (see
 * `BLOCOS_INICIO`). Failures are left to the section's boundary, which loads it again.
 */
function precarregarSeccao(caminho: string, slugAssociacao: string): void {
  for (const modulo of modulosDaRota(caminho, slugAssociacao)) {
    const carregar = () =>
      carregarModuloRemoto(modulo).then(
        (carregado) => guardarModuloCarregado(modulo, carregado),
        () => undefined,
      );
    const vez = vezDoModulo(modulo);
    if (vez) void vez.then(carregar);
    else void carregar();
  }
}

/** What the contract's schema takes as a remote URL: http(s) or an absolute path. */
const URL_ACEITE = /^(https?:\/\/|\/)/;

/**
 * The same, from the configuration as received, before the contract's schema (in the application
 * chunk) can validate it: each well-formed remote URL is registered and anything else is left out;
 * the application then validates the whole configuration and reports what is wrong. Since the
 * schema takes a configuration only when all its remote URLs are well formed, every configuration
 * it accepts has had all of its remotes registered here.
 */
export function precarregarDaConfiguracao(bruta: unknown, caminho: string): void {
  if (typeof bruta !== 'object' || bruta === null) return;
  const { remotos, associacao } = bruta as { remotos?: unknown; associacao?: { slug?: unknown } };
  if (typeof remotos !== 'object' || remotos === null) return;
  const validos = Object.entries(remotos).filter(
    (par): par is [string, string] => typeof par[1] === 'string' && URL_ACEITE.test(par[1]),
  );
  if (validos.length === 0) return;
  registarRemotos(Object.fromEntries(validos) as ConfiguracaoSite['remotos']);
  const slug = typeof associacao?.slug === 'string' ? associacao.slug : '';
  precarregarSeccao(caminho, slug);
}
