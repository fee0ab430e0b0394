import type { Page } from '@playwright/test';

interface RegistoCaptcha {
  renderizados: number;
  reinicios: number;
  removidos: number;
}

/** What the stand-in script counted in this page: widgets alive, renders, resets, removals. */
export function registoCaptcha(page: Page): Promise<RegistoCaptcha & { vivos: number }> {
  return page.evaluate(() => {
    const falso = (
      window as unknown as {
        captchaFalso: { vivos(): number; registo(): RegistoCaptcha };
      }
    ).captchaFalso;
    return { ...falso.registo(), vivos: falso.vivos() };
  });
}
