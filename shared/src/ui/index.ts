export { CabecalhoPagina } from './cabecalho-pagina';
export { ConteudoNaoEncontrado } from './conteudo-nao-encontrado';
export { ConfiguracaoProvider, useConfiguracaoSite } from './configuracao';
export { ACarregar, EstadoConsulta, PainelErro, Vazio } from './estados';
export { AlertaErroEnvio, BotaoEnviar, ConfirmacaoEnvio } from './formulario/alerta-envio';
export {
  CampoAreaTexto,
  CampoCaixa,
  CampoEscolha,
  CampoSelecao,
  CampoTexto,
} from './formulario/campos';
export {
  novaChaveIdempotencia,
  useFormularioSubmissao,
} from './formulario/use-formulario-submissao';
export { VerificacaoHumana, type ControloCaptcha } from './formulario/verificacao-humana';
export { HtmlSeguro, sanitizarHtml } from './html-seguro';
export { Icone, IconeCms } from './icone';
export { LigacaoDescarga, LigacaoExterna, urlExterna, urlSegura } from './ligacoes';
export { ListaAnexos, tipoFicheiro } from './lista-anexos';
export type { NomeIcone } from './icones-dados';
export { IntroducaoPagina } from './introducao-pagina';
export { LimiteErro } from './limite-erro';
export { MetaPagina } from './meta-pagina';
export { ProvedoresSite } from './provedores';
export { iniciarAutonomo } from './autonomo';
export { CampoPesquisa } from './campo-pesquisa';
