import type { Event, Offer, Place, VirtualLocation } from 'schema-dts';

import { criarEvento } from '../../testes/fabrica-eventos';

import { dadosEvento, estadoEvento } from './dados-evento';

const URL_EVENTO = 'https://aaq.example.ao/eventos/9/workshop';
const CONTEXTO = {
  urlEvento: URL_EVENTO,
  organizador: { nome: 'Associação Angolana para a Qualidade', url: 'https://aaq.example.ao/' },
};

/** The JSON-LD as a crawler reads it: plain JSON, fields by name. */
const lido = (dados: Event) => JSON.parse(JSON.stringify(dados)) as Record<string, unknown>;

describe('dadosEvento', () => {
  it('descreve um evento presencial: datas com fuso, organizador, lugar com morada, preço em AOA', () => {
    const dados = lido(
      dadosEvento(
        criarEvento({
          idEvento: 9,
          titulo: 'Workshop',
          dataInicio: '2026-03-12T09:30:00+01:00',
          dataFim: '2026-03-12T13:00:00+01:00',
          local: 'Sede da associação, Luanda',
          morada: 'Rua Rainha Ginga, n.º 45, Luanda',
          preco: '15 000 Kz (associados: gratuito)',
          vagas: 25,
        }),
        CONTEXTO,
      ),
    );
    expect(dados).toEqual({
      '@type': 'Event',
      name: 'Workshop',
      startDate: '2026-03-12T09:30:00+01:00',
      endDate: '2026-03-12T13:00:00+01:00',
      description: 'Resumo do evento.',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Sede da associação, Luanda',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rua Rainha Ginga, n.º 45, Luanda',
          addressLocality: 'Luanda',
          addressCountry: 'AO',
        },
      },
      organizer: {
        '@type': 'Organization',
        name: 'Associação Angolana para a Qualidade',
        url: 'https://aaq.example.ao/',
      },
      offers: {
        '@type': 'Offer',
        price: 15000,
        priceCurrency: 'AOA',
        url: URL_EVENTO,
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('um evento online tem um lugar virtual, na página do evento, e é gratuito', () => {
    const dados = dadosEvento(
      criarEvento({
        idEvento: 6,
        local: 'Online (Zoom)',
        morada: 'Ligação enviada aos inscritos por e-mail',
        preco: 'Gratuito',
      }),
      CONTEXTO,
    ) as Extract<Event, { location?: unknown }>;
    expect(dados.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(dados.location).toEqual<VirtualLocation>({
      '@type': 'VirtualLocation',
      name: 'Online (Zoom)',
      url: URL_EVENTO,
    });
    expect(dados.offers).toMatchObject<Offer>({ '@type': 'Offer', price: 0, priceCurrency: 'AOA' });
  });

  it('um evento misto tem os dois lugares; lotado, está esgotado', () => {
    const dados = dadosEvento(
      criarEvento({
        idEvento: 7,
        local: 'Sede da associação, Luanda e online',
        morada: 'Rua Rainha Ginga, n.º 45, Luanda',
        preco: 'Kz 5.000,00',
        vagas: 0,
      }),
      CONTEXTO,
    ) as Extract<Event, { location?: unknown }>;
    expect(dados.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    const [fisico, virtual] = dados.location as [Place, VirtualLocation];
    expect(fisico).toMatchObject({ '@type': 'Place' });
    expect(virtual).toEqual({
      '@type': 'VirtualLocation',
      name: 'Sede da associação, Luanda e online',
      url: URL_EVENTO,
    });
    expect(dados.offers).toMatchObject({ price: 5000, availability: 'https://schema.org/SoldOut' });
  });

  it('sem lugar, fim nem preço que se leia, não os inventa', () => {
    const dados = lido(
      dadosEvento(
        criarEvento({ idEvento: 8, local: '', morada: '', dataFim: '', preco: 'A indicar' }),
        CONTEXTO,
      ),
    );
    for (const campo of ['location', 'eventAttendanceMode', 'endDate', 'offers']) {
      expect(dados).not.toHaveProperty(campo);
    }
    expect(dados).toHaveProperty('organizer');
  });
});

describe('estadoEvento', () => {
  it.each([
    ['Activo', 'https://schema.org/EventScheduled'],
    ['', 'https://schema.org/EventScheduled'],
    ['Cancelado', 'https://schema.org/EventCancelled'],
    [' CANCELADO ', 'https://schema.org/EventCancelled'],
    ['Adiado', 'https://schema.org/EventPostponed'],
    ['Remarcado', 'https://schema.org/EventRescheduled'],
  ])('"%s" é %s', (estado, esperado) => {
    expect(estadoEvento(estado)).toBe(esperado);
  });
});
