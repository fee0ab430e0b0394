export * from './erros';
export {
  desembrulhar,
  http,
  levaTokenXsrf,
  neutralizarUrls,
  paraErroApi,
  urlPerigosa,
} from './http';
export { criarQueryClient } from './query-client';
export * from './endpoints/arquivo';
export * from './endpoints/candidatura';
export * from './endpoints/equipa';
export * from './endpoints/evento';
export * from './endpoints/eventos-classificacao';
export * from './endpoints/grupos-tipos';
export * from './endpoints/icones';
export * from './endpoints/icones-conteudo';
export * from './endpoints/imagens';
export * from './endpoints/inscricao-evento';
export * from './endpoints/lista-registos';
export * from './endpoints/listagem-registos';
export * from './endpoints/local';
export * from './endpoints/locais';
export * from './endpoints/mensagem-contacto';
export * from './endpoints/newsletter';
export * from './endpoints/pagina';
export * from './endpoints/pagina-simples';
export * from './endpoints/paginas';
export * from './endpoints/redes-sociais';
export * from './endpoints/registo';
export * from './endpoints/registos-grupo';
export * from './endpoints/seccao';
export * from './endpoints/tipos-eventos';
