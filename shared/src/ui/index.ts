export { lazyAoAparecer } from './ao-aparecer';
export { CabecalhoPagina } from './cabecalho-pagina';
export { ConteudoNaoEncontrado } from './conteudo-nao-encontrado';
export { useConfiguracaoSite } from './configuracao';
export { ACarregar, EstadoConsulta, novaTentativa, PainelErro, Vazio } from './estados';
export { definirJanelaHtml, HtmlSeguro, prepararSanitizador } from './html-seguro';
export { fontesCms, useOrigensImagens } from './fontes-cms';
export { Icone, IconeCms } from './icone';
export { LigacaoDescarga, LigacaoExterna, urlExterna, urlSegura } from './ligacoes';
export { ListaAnexos } from './lista-anexos';
export type { NomeIcone } from './icones-nomes';
export { ImagemCms } from './imagem-cms';
export { IntroducaoPagina } from './introducao-pagina';
export { LimiteErro } from './limite-erro';
export { MetaPagina } from './meta-pagina';
export {
  ColectorPaginaProvider,
  criarColectorPagina,
  useAncora,
  useNoNavegador,
  type ColectorPagina,
  type DadosPagina,
  type ImagemPrioritaria,
} from './pagina-servidor';
export { ProvedoresSite } from './provedores';
export { CampoPesquisa } from './campo-pesquisa';
