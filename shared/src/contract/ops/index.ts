/*
 * The ops side of every server program (the reference backend, the local site, the discovery
 * and image services and the shell's renderer): its address, apart from the public port, and
 * the metric families they name alike. Server-only (`@site/shared/contract/ops`).
 */
export * from './ambiente-ops';
export * from './metricas-http';
export * from './ouvinte-ops';
export * from './metricas-processo';
