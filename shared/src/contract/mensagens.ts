/**
 * Every Portuguese error message, once: the reference API answers with these, and the browser
 * client falls back on them when an answer brings none (or none arrives at all).
 */
export const MENSAGENS = {
  // Refusals of a request, as the API words them.
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
  mapaIndisponivel:
    'O mapa do sítio está temporariamente indisponível. Tente novamente dentro de momentos.',
  generico: 'Não foi possível concluir o pedido. Tente novamente.',
  // Sign-ups the events backend refuses.
  eventoIndisponivel: 'O evento indicado não existe ou já não está disponível.',
  inscricoesEncerradas: 'As inscrições para este evento estão encerradas.',
  semVagas: 'Já não há vagas para este evento.',
  // What the browser client says when the answer itself tells nothing.
  semLigacao: 'Sem ligação ao servidor. Verifique a sua ligação à Internet e tente novamente.',
  pedidoRepetido: 'Este pedido já tinha sido recebido.',
  envelopeFalhado: 'O serviço não conseguiu responder ao pedido. Tente novamente mais tarde.',
  formatoIlegivel:
    'O serviço respondeu com dados que o sítio não consegue ler. Tente novamente mais tarde.',
} as const;

/** A sign-up for more people than the places left (none left: {@link MENSAGENS}.semVagas). */
export function mensagemVagas(vagas: number): string {
  return vagas === 0 ? MENSAGENS.semVagas : `Restam apenas ${vagas} vagas para este evento.`;
}
