/*
 * The price of an event as a number, read from the CMS's free text ("15 000 Kz (associados:
 * gratuito)"), for the `offers` of its structured data.
 */

const NUMERO = String.raw`\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const MOEDA = String.raw`kz|aoa|kwanzas?`;
/** An amount in kwanzas, the currency before ("Kz 5.000,00") or after it ("5 000 Kz", "5 mil Kz"). */
const MONTANTE = new RegExp(
  String.raw`\b(?:${MOEDA})\.?\s*(${NUMERO})(\s*mil\b)?|(${NUMERO})(\s*mil\b)?\s*(?:de\s+)?(?:${MOEDA})\b`,
  'i',
);
const GRATUITO =
  /\b(?:gratuit[oa]s?|gr[aá]tis|entrada\s+(?:livre|franca|gratuita)|sem\s+custos?|free)(?![a-z])/i;

/**
 * "5 000", "5.000,00", "1,500.00", "2500": a last separator followed by one or two digits marks
 * the cents; every other separator groups thousands.
 */
function lerNumero(texto: string): number {
  const limpo = texto.replace(/[\s\u00a0\u202f]/g, '');
  const centimos = /[.,](\d{1,2})$/.exec(limpo);
  const inteiro = (centimos ? limpo.slice(0, centimos.index) : limpo).replace(/[.,]/g, '');
  return Number(`${inteiro}.${centimos?.[1] ?? '0'}`);
}

/**
 * The event's price in kwanzas (AOA): the first amount in Kz/AOA the text gives (the general
 * price, written first: "35 000 Kz (associados: 20 000 Kz)" is 35 000), else 0 when it says the
 * event is free ("Gratuito", "Grátis", "Entrada livre"), else `null` ("Reservado a associados",
 * "A indicar", another currency): no price to state.
 */
export function lerPreco(texto: string): number | null {
  const montante = MONTANTE.exec(texto);
  if (montante) {
    const [, antes, milAntes, depois, milDepois] = montante;
    const valor = lerNumero(antes ?? depois ?? '0') * (milAntes || milDepois ? 1000 : 1);
    return Number.isFinite(valor) ? Math.round(valor * 100) / 100 : null;
  }
  return GRATUITO.test(texto) ? 0 : null;
}
