import type { ConfiguracaoSite, IdModuloRemoto } from '@site/shared/contract';

import { carregarModuloRemoto, registarRemotos } from './remotos';

/** First path segment → the section app/rotas.tsx mounts there. */
const SECCOES: Readonly<Record<string, IdModuloRemoto>> = {
  associados: 'mfe_institucional/Associados',
  contactos: 'mfe_institucional/Contactos',
  eventos: 'mfe_eventos/Eventos',
  parcerias: 'mfe_conteudos/Parcerias',
  normalizacao: 'mfe_conteudos/Normalizacao',
  biblioteca: 'mfe_conteudos/Biblioteca',
  galeria: 'mfe_conteudos/Galeria',
  faqs: 'mfe_conteudos/Faqs',
  pagina: 'mfe_conteudos/PaginaCms',
};

/** The remote modules the address renders first (home: its two widgets). */
export function modulosDaRota(caminho: string, slugAssociacao: string): IdModuloRemoto[] {
  const primeiro = caminho.split('/')[1] ?? '';
  if (primeiro === '') return ['mfe_eventos/ProximosEventos', 'mfe_conteudos/FaixaParceiros'];
  if (primeiro === slugAssociacao) return ['mfe_institucional/Associacao'];
  const seccao = SECCOES[primeiro];
  return seccao ? [seccao] : [];
}

/**
 * Starts loading the section of the address being opened while the shell's own chunks load and
 * React renders, instead of after (a remote's entry and chunks are otherwise one more waterfall
 * behind the first render). Failures are left to the section's boundary, which loads it again.
 */
export function precarregarSeccao(caminho: string, slugAssociacao: string): void {
  for (const modulo of modulosDaRota(caminho, slugAssociacao)) {
    carregarModuloRemoto(modulo).catch(() => undefined);
  }
}

const URL_ACEITE = /^(https?:\/\/|\/)/;

/**
 * The same, from the configuration as received, before the contract's schema (in the application
 * chunk) can validate it: only well-formed remote URLs are registered, and anything unexpected
 * leaves the work to the application, which validates the configuration and reports what is wrong.
 */
export function precarregarDaConfiguracao(bruta: unknown, caminho: string): void {
  if (typeof bruta !== 'object' || bruta === null) return;
  const { remotos, associacao } = bruta as { remotos?: unknown; associacao?: { slug?: unknown } };
  if (typeof remotos !== 'object' || remotos === null) return;
  const urls = Object.values(remotos);
  if (urls.length === 0 || !urls.every((url) => typeof url === 'string' && URL_ACEITE.test(url))) {
    return;
  }
  registarRemotos(remotos as ConfiguracaoSite['remotos']);
  const slug = typeof associacao?.slug === 'string' ? associacao.slug : '';
  precarregarSeccao(caminho, slug);
}
