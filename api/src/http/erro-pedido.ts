/** A refusal the handlers throw on purpose: status, Portuguese message, optional field messages. */
export class ErroPedido extends Error {
  override readonly name = 'ErroPedido';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly erros?: Record<string, string>,
  ) {
    super(message);
  }
}

export const MENSAGENS = {
  naoEncontrado: 'O conteúdo pedido não foi encontrado.',
  caminhoDesconhecido: 'O endereço pedido não existe neste serviço.',
  idiomaIndisponivel: 'Idioma não disponível: o conteúdo existe apenas em português (pt).',
  idInvalido: 'O identificador indicado não é válido.',
  camposInvalidos: 'Verifique os campos assinalados.',
  jsonInvalido: 'O pedido não é JSON válido.',
  propriedadesProibidas: 'O pedido contém propriedades não permitidas.',
  corpoVazio: 'O pedido não tem conteúdo.',
  tipoConteudo: 'O pedido deve ser enviado em JSON (Content-Type: application/json).',
  demasiadoGrande: 'O pedido é demasiado grande.',
  demasiadosPedidos:
    'Foram feitos demasiados pedidos seguidos. Aguarde um minuto e tente novamente.',
  xsrf: 'O pedido foi recusado por motivos de segurança. Recarregue a página e tente novamente.',
  honeypot: 'Não foi possível validar o envio. Tente novamente.',
  captcha: 'Confirme que não é um robô.',
  chaveIdempotencia:
    'A chave de idempotência é inválida (até 100 letras, algarismos, hífens ou sublinhados).',
  chaveReutilizada: 'Esta chave de idempotência já foi usada noutro pedido.',
  metodoNaoPermitido: 'Este método não é permitido neste endereço.',
  interno: 'Ocorreu um erro inesperado no serviço. Tente novamente dentro de momentos.',
  indisponivel: 'O serviço está temporariamente indisponível. Tente novamente dentro de momentos.',
  generico: 'Não foi possível concluir o pedido. Tente novamente.',
} as const;
