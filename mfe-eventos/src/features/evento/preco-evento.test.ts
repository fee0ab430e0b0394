import { lerPreco } from './preco-evento';

describe('lerPreco', () => {
  it.each([
    ['5 000 Kz', 5000],
    ['5\u00a0000 Kz', 5000],
    ['5\u202f000\u00a0Kz', 5000],
    ['Kz 5.000,00', 5000],
    ['Kz 5.000,50', 5000.5],
    ['AOA 2500', 2500],
    ['2500 AOA', 2500],
    ['2.500 AOA', 2500],
    ['1,500.00 AOA', 1500],
    ['1.500.000,00 Kz', 1_500_000],
    ['Kz5000', 5000],
    ['5000kz', 5000],
    ['KZ 15 000', 15000],
    ['Kz. 7 500', 7500],
    ['5 mil Kz', 5000],
    ['2,5 mil kwanzas', 2500],
    ['12 000 kwanzas', 12000],
    ['Preço: 20 000 Kz por participante', 20000],
    ['15 000 Kz (associados: gratuito)', 15000],
    ['35 000 Kz (associados: 20 000 Kz; estudantes: 5 000 Kz)', 35000],
    ['Gratuito para associados; não associados: 5 000 Kz', 5000],
    ['0 Kz', 0],
  ])('"%s" custa %d AOA', (texto, valor) => {
    expect(lerPreco(texto)).toBe(valor);
  });

  it.each([
    'Gratuito',
    'gratuita',
    'Grátis',
    'GRATIS',
    'Entrada livre',
    'Entrada livre mediante inscrição',
    'Entrada gratuita',
    'Sem custos para os participantes',
  ])('"%s" é gratuito: 0 AOA', (texto) => {
    expect(lerPreco(texto)).toBe(0);
  });

  it.each([
    '',
    'A indicar',
    'Reservado a associados',
    'Sob consulta',
    'USD 50',
    '50 €',
    'Inscrição até 30/06',
    'Sala 2, 3.º andar',
  ])('"%s" não diz preço nenhum', (texto) => {
    expect(lerPreco(texto)).toBeNull();
  });
});
