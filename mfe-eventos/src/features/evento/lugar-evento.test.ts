import { lerLugar } from './lugar-evento';

describe('lerLugar', () => {
  it.each([
    ['Sede da associação, Luanda', 'Rua Rainha Ginga, n.º 45, Luanda'],
    ['Centro de Convenções de Talatona, Luanda', ''],
    ['', 'Avenida Marginal, Praia Morena, Benguela'],
    ['Instituto Politécnico do Huambo', 'Rua Dr. António Agostinho Neto, Huambo'],
    ['Hotel Meeting Point, Lobito', ''],
  ])('"%s" / "%s" é presencial', (local, morada) => {
    expect(lerLugar(local, morada)).toEqual({ modo: 'presencial', url: null });
  });

  it.each([
    ['Online (Zoom)', 'Ligação enviada aos inscritos por e-mail'],
    ['On-line', ''],
    ['Evento virtual', ''],
    ['Microsoft Teams', ''],
    ['Google Meet', ''],
    ['Webinar', ''],
    ['Videoconferência', ''],
    ['Transmitido no YouTube', ''],
  ])('"%s" / "%s" é online, na página do evento', (local, morada) => {
    expect(lerLugar(local, morada)).toEqual({ modo: 'online', url: null });
  });

  it('um endereço web no lugar é online, e é onde se entra', () => {
    expect(lerLugar('https://zoom.us/j/123456789', '')).toEqual({
      modo: 'online',
      url: 'https://zoom.us/j/123456789',
    });
    expect(
      lerLugar('Sessão à distância', 'Entrar em https://meet.google.com/abc-defg-hij.'),
    ).toEqual({
      modo: 'online',
      url: 'https://meet.google.com/abc-defg-hij',
    });
  });

  it.each([
    ['Sede da associação, Luanda e online', ''],
    ['Híbrido: Sede da associação e Zoom', ''],
    ['Presencial (Talatona) ou online', ''],
    ['Hotel Praia Morena, Benguela + online', ''],
    ['Luanda / Zoom', ''],
    ['Sede da associação', 'Com transmissão online'],
  ])('"%s" / "%s" é presencial e online', (local, morada) => {
    expect(lerLugar(local, morada)?.modo).toBe('misto');
  });

  it('sem lugar nem morada, não diz nada', () => {
    expect(lerLugar('', '')).toBeNull();
    expect(lerLugar('  ', '')).toBeNull();
  });
});
