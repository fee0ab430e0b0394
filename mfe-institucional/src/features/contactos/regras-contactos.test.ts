import { LOCAIS, SEDE } from '../../testes/dados';

import {
  digitosWhatsApp,
  outrosLocais,
  urlMapaDispositivo,
  urlOpenStreetMap,
  urlWhatsApp,
} from './regras-contactos';

describe('regras dos contactos', () => {
  it('abre o WhatsApp só com algarismos e o indicativo de Angola quando falta', () => {
    expect(urlWhatsApp('+244 923 456 789')).toBe('https://wa.me/244923456789');
    expect(digitosWhatsApp('923 456 789')).toBe('244923456789');
    expect(digitosWhatsApp('00351 912 345 678')).toBe('351912345678');
  });

  it('procura a morada no mapa do dispositivo e no OpenStreetMap', () => {
    const morada = 'Rua Rainha Ginga, n.º 45, Luanda';
    expect(urlMapaDispositivo(morada)).toBe(
      'geo:0,0?q=Rua%20Rainha%20Ginga%2C%20n.%C2%BA%2045%2C%20Luanda',
    );
    expect(urlOpenStreetMap(morada)).toBe(
      'https://www.openstreetmap.org/search?query=Rua%20Rainha%20Ginga%2C%20n.%C2%BA%2045%2C%20Luanda',
    );
  });

  it('mostra além da sede só os outros locais activos', () => {
    expect(outrosLocais(LOCAIS, 2, SEDE).map((local) => local.nome)).toEqual([
      'Delegação de Benguela',
    ]);
  });

  it('num CMS que não dá identificadores aos locais, reconhece a sede pela morada', () => {
    const semIds = LOCAIS.map((local) => ({ ...local, idLocal: null }));
    expect(outrosLocais(semIds, 2, SEDE).map((local) => local.nome)).toEqual([
      'Delegação de Benguela',
    ]);
  });
});
