// The front-end workspaces' one test kit: real providers, one configuration, one fake network.
export { configuracaoTeste } from './configuracao';
export { paginaCms, paginaDetalhe } from './fabricas';
export { erroDe } from './formularios';
export {
  deixarPassar,
  pedidoEndpoint,
  responder,
  responderCom,
  responderErro,
  responderSemRede,
  servidor,
  TOKEN_XSRF_TESTE,
  type Pedido,
  type Resposta,
} from './rede';
export { aguardarCarregamento, enderecoActual, renderizar } from './renderizar';
