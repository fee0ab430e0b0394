/*
 * The zod schemas that read what comes from outside (CMS answers, submissions, the runtime
 * configuration) into the contract's types: an entry of its own, so that a page whose data came
 * with its HTML never loads zod. The API client loads it with the first request it sends; the
 * forms and the backend import it.
 */
export * from './campos';
export * from './configuracao';
export * from './eventos';
export * from './institucional';
export * from './leitura';
export * from './paginas';
export * from './pesquisa';
export * from './registos';
export * from './submissoes';
