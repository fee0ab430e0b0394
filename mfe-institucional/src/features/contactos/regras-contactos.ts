import type { Local } from '@site/shared/contract';

const CODIGO_ANGOLA = '244';

/** The international digits WhatsApp wants: Angolan 9-digit numbers get the 244 prefix. */
export function digitosWhatsApp(numero: string): string {
  const digitos = numero.replace(/\D/g, '').replace(/^00/, '');
  return digitos.length === 9 ? `${CODIGO_ANGOLA}${digitos}` : digitos;
}

/** A chat with the number on WhatsApp (`https://wa.me/<digits>`). */
export const urlWhatsApp = (numero: string) => `https://wa.me/${digitosWhatsApp(numero)}`;

/** Opens the device's map application on the address (no third-party service involved). */
export const urlMapaDispositivo = (moradaTexto: string) =>
  `geo:0,0?q=${encodeURIComponent(moradaTexto)}`;

/** The fallback for devices without a map application: an OpenStreetMap search. */
export const urlOpenStreetMap = (moradaTexto: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(moradaTexto)}`;

/**
 * The other places shown after the head office: active ones, head office excluded, by its id or,
 * for a CMS that gives places no id, by its address.
 */
export function outrosLocais(
  locais: readonly Local[],
  idSede: number,
  sede: Local | undefined,
): Local[] {
  return locais.filter(
    (local) =>
      local.activo && local.idLocal !== idSede && !(sede?.morada && local.morada === sede.morada),
  );
}
