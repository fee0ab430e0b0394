import { criarEvento } from '../../testes/fabrica-eventos';

import { urlGoogleCalendar } from './google-calendar';

const URL_EVENTO = 'https://aaq.example.ao/eventos/9/workshop';

/** The template's parameters as Google reads them. */
function parametros(url: string) {
  const lida = new URL(url);
  expect(`${lida.origin}${lida.pathname}`).toBe('https://calendar.google.com/calendar/render');
  return Object.fromEntries(lida.searchParams);
}

describe('urlGoogleCalendar', () => {
  it('leva o título, as horas em UTC, o resumo com o endereço e o lugar', () => {
    const url = urlGoogleCalendar(
      criarEvento({
        idEvento: 9,
        titulo: 'Workshop: Qualidade & Ambiente',
        resumo: 'Os requisitos da NA ISO 14001.',
        dataInicio: '2026-03-12T09:30:00+01:00',
        dataFim: '2026-03-12T13:00:00+01:00',
        local: 'Sede da associação, Luanda',
        morada: 'Rua Rainha Ginga, n.º 45',
      }),
      URL_EVENTO,
    );
    expect(url).toContain('&dates=20260312T083000Z/20260312T120000Z&');
    expect(parametros(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Workshop: Qualidade & Ambiente',
      dates: '20260312T083000Z/20260312T120000Z',
      details: `Os requisitos da NA ISO 14001.\n\nMais informações: ${URL_EVENTO}`,
      location: 'Sede da associação, Luanda, Rua Rainha Ginga, n.º 45',
    });
  });

  it('um evento sem fim dura uma hora; sem resumo, os detalhes são o endereço', () => {
    const url = urlGoogleCalendar(
      criarEvento({ idEvento: 9, dataInicio: '2026-12-31T23:30:00Z', dataFim: '', resumo: '' }),
      URL_EVENTO,
    );
    expect(parametros(url)).toMatchObject({
      dates: '20261231T233000Z/20270101T003000Z',
      details: `Mais informações: ${URL_EVENTO}`,
    });
  });
});
