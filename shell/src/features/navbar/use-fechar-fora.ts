import { useEffect, type RefObject } from 'react';

/**
 * While `aberto`, closes the disclosure whose parts are inside `zona` when the visitor presses
 * Escape (focus back on `botao`), clicks or taps outside it, or moves the focus out of it: what
 * Bootstrap's dropdown and collapse plugins did, without their JavaScript on first load.
 */
export function useFecharFora(
  aberto: boolean,
  fechar: () => void,
  zona: RefObject<HTMLElement | null>,
  botao: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!aberto) return undefined;
    const dentro = (alvo: EventTarget | null) =>
      alvo instanceof Node && Boolean(zona.current?.contains(alvo));
    const aoPremir = (evento: PointerEvent) => {
      if (!dentro(evento.target)) fechar();
    };
    const aoTeclar = (evento: KeyboardEvent) => {
      if (evento.key !== 'Escape') return;
      fechar();
      botao.current?.focus();
    };
    const aoFocar = (evento: FocusEvent) => {
      if (!dentro(evento.target)) fechar();
    };
    document.addEventListener('pointerdown', aoPremir);
    document.addEventListener('keydown', aoTeclar);
    document.addEventListener('focusin', aoFocar);
    return () => {
      document.removeEventListener('pointerdown', aoPremir);
      document.removeEventListener('keydown', aoTeclar);
      document.removeEventListener('focusin', aoFocar);
    };
  }, [aberto, fechar, zona, botao]);
}
