import { Counter, Histogram } from 'prom-client';

import { METRICA_PEDIDOS_HTTP } from '@site/shared/contract/ops';

/**
 * The image service's families, in the process's registry (prom-client's default one, which the
 * ops address serves): variants made, by format, and variants served, by cache outcome and by
 * where their bytes came from. Labels are bounded: three outcomes, three stores, a few formats.
 */
const feitas = new Counter({
  name: 'image_variants_made_total',
  help: 'Picture variants made (decoded, resized and encoded), by format.',
  labelNames: ['format'] as const,
});

const duracao = new Histogram({
  name: 'image_variant_make_duration_seconds',
  help: 'Time to make one picture variant, by format.',
  labelNames: ['format'] as const,
  buckets: METRICA_PEDIDOS_HTTP.buckets,
});

const servidas = new Counter({
  name: 'image_variants_served_total',
  help: 'Picture variants answered, by cache outcome (hit, stale, miss) and store (memory, disk, made).',
  labelNames: ['cache', 'store'] as const,
});

/** `image/avif` → `avif`; anything unexpected, `other`. */
const formato = (tipo: string) => /^image\/(avif|webp|jpeg|png|gif)$/.exec(tipo)?.[1] ?? 'other';

/** A variant made in `segundos`, of MIME type `tipo`. */
export function varianteFeita(tipo: string, segundos: number): void {
  feitas.labels(formato(tipo)).inc();
  duracao.labels(formato(tipo)).observe(segundos);
}

/** A variant answered, and where its bytes came from. */
export function varianteServida(
  cache: 'HIT' | 'STALE' | 'MISS',
  origem: 'memory' | 'disk' | 'made',
): void {
  servidas.labels(cache.toLowerCase(), origem).inc();
}
