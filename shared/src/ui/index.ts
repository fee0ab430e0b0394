export { lazyAoAparecer } from './ao-aparecer';
export { CabecalhoPagina } from './cabecalho-pagina';
export { ConteudoNaoEncontrado, SeccaoSemPagina } from './conteudo-nao-encontrado';
export { useConfiguracaoSite } from './configuracao';
export { ACarregar, EstadoConsulta, novaTentativa, PainelErro, Vazio } from './estados-consulta';
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
  type ColectorPagina,
  type DadosPagina,
  type ImagemPrioritaria,
  type LigacaoAlternativa,
} from './colector-pagina';
export {
  listaTrilho,
  type DadosEstruturados,
  type PassoTrilho,
  type TrilhoPagina,
} from './dados-estruturados';
export { enderecoCanonico, useEnderecoCanonico, useOrigemPublica } from './origem-publica';
export { Partilha } from './partilha';
export { etiquetasPagina, type EtiquetaCabecalho } from './etiquetas-pagina';
export { useAncora, useNoNavegador } from './hidratacao';
export { ProvedoresSite } from './provedores';
export { CampoPesquisa } from './campo-pesquisa';
