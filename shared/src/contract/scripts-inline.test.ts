import { createHash } from 'node:crypto';

import { politicaSeguranca } from './cabecalhos';
import { HASH_SCRIPT_MENU_NAVBAR, SCRIPT_MENU_NAVBAR } from './scripts-inline';

describe('o script inline da navbar', () => {
  it('o hash declarado é o do texto que a página leva', () => {
    const hash = createHash('sha256').update(SCRIPT_MENU_NAVBAR, 'utf8').digest('base64');
    expect(HASH_SCRIPT_MENU_NAVBAR).toBe(`'sha256-${hash}'`);
  });

  it('a CSP deixa correr esse script, e só por esse hash', () => {
    for (const politica of [
      politicaSeguranca(),
      politicaSeguranca('https://captcha.example.com'),
    ]) {
      const scriptSrc = politica
        .split('; ')
        .find((directiva) => directiva.startsWith('script-src '));
      expect(scriptSrc?.split(' ')).toContain(HASH_SCRIPT_MENU_NAVBAR);
      expect(scriptSrc).not.toMatch(/unsafe-inline/);
    }
  });
});
