import {
  CAMINHOS_DO_SITE_PARA_O_SHELL,
  caminhoNaLista,
} from '../../../../shared/build/servidor-desenvolvimento.mjs';

import { URL_CONFIGURACAO } from './pedido-configuracao';

describe('a configuração de arranque', () => {
  it('é pedida ao sítio pelo servidor de desenvolvimento do shell (npm run dev -w shell)', () => {
    expect(caminhoNaLista(CAMINHOS_DO_SITE_PARA_O_SHELL, URL_CONFIGURACAO)).toBe(true);
  });
});
