/** The association's emblem: a stylised check mark in a seal, in the site's colours. */
export function Logotipo({ tamanho = 40 }: { tamanho?: number }) {
  return (
    <svg width={tamanho} height={tamanho} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#0b4f6c" />
      <circle cx="24" cy="24" r="17" fill="none" stroke="#f2a900" strokeWidth="2.5" />
      <path
        d="M15 25l6 6 12-14"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
