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
  pesquisaIndisponivel:
    'A pesquisa está temporariamente indisponível. Tente novamente dentro de momentos.',
  agendaIndisponivel:
    'A agenda está temporariamente indisponível. Tente novamente dentro de momentos.',
  feedIndisponivel:
    'As notícias e a agenda estão temporariamente indisponíveis. Tente novamente dentro de momentos.',
  tipoEventoInexistente: 'O tipo de evento indicado não existe.',
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
  // Refusals of the image endpoint (`/imagem`): a short text, never a picture.
  imagemPedido: 'Indique o endereço da imagem (url) e uma das larguras permitidas (w).',
  imagemOrigem: 'A imagem não vem de um servidor de conteúdos autorizado.',
  imagemEnderecoInterno: 'A imagem aponta para um endereço de rede interno, que não é permitido.',
  imagemRedireccionada: 'A imagem redirecciona para um servidor não autorizado.',
  imagemNaoEImagem: 'O endereço indicado não é uma imagem.',
  imagemSvgActivo: 'A imagem SVG contém scripts ou conteúdo activo e não pode ser mostrada.',
  imagemIlegivel: 'A imagem original está danificada ou num formato que o sítio não lê.',
  imagemInexistente: 'A imagem original não existe no servidor de conteúdos.',
  imagemOrigemIndisponivel:
    'Não foi possível obter a imagem original. Tente novamente dentro de momentos.',
  imagemOcupado: 'O serviço de imagens está ocupado. Tente novamente dentro de momentos.',
} as const;

/** An original past the endpoint's limits (`IMAGENS_ORIGINAL_MAX_MB`, `IMAGENS_MAX_MEGAPIXEIS`). */
export function mensagemImagemGrande(megabytes: number, megapixeis: number): string {
  return `A imagem original é demasiado grande (máximo de ${megabytes} MB e ${megapixeis} megapíxeis).`;
}

/** A sign-up for more people than the places left (none left: {@link MENSAGENS}.semVagas). */
export function mensagemVagas(vagas: number): string {
  return vagas === 0 ? MENSAGENS.semVagas : `Restam apenas ${vagas} vagas para este evento.`;
}
