import {
  CAMINHO_IMAGEM as CAMINHO_IMAGEM_BUILD,
  NOMES_REMOTOS,
  PREFIXOS_API as PREFIXOS_BUILD,
} from '../../build/contrato.mjs';

import { PREFIXOS_API } from './endpoints';
import { CAMINHO_IMAGEM } from './imagens';
import { PASTAS_REMOTOS } from './remotos';

describe('a cópia do contrato nos ficheiros de build', () => {
  it('tem os prefixos das APIs do contrato', () => {
    expect(PREFIXOS_BUILD).toEqual(PREFIXOS_API);
    expect(PREFIXOS_API).toEqual(['/cms/', '/eve/', '/apl/']);
  });

  it('tem os nomes dos remotos do contrato', () => {
    expect(NOMES_REMOTOS).toEqual(Object.keys(PASTAS_REMOTOS));
  });

  it('tem o caminho do serviço de imagens do contrato', () => {
    expect(CAMINHO_IMAGEM_BUILD).toBe(CAMINHO_IMAGEM);
  });
});
