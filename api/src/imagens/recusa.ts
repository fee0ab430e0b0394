/**
 * Why the endpoint answers a picture request with an error instead of a picture: the HTTP status
 * and the short Portuguese text the answer carries.
 */
export class RecusaImagem extends Error {
  override readonly name = 'RecusaImagem';
  constructor(
    readonly status: number,
    readonly mensagem: string,
  ) {
    super(mensagem);
  }
}
