/** The message shown beside a form field, found through the field's `aria-describedby`. */
export function erroDe(campo: HTMLElement): string {
  const ids = campo.getAttribute('aria-describedby')?.split(' ') ?? [];
  const erro = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('invalid-feedback'));
  return erro?.textContent ?? '';
}
