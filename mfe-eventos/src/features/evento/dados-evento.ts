import type {
  Event,
  EventAttendanceModeEnumeration,
  EventStatusType,
  Place,
  PostalAddress,
  VirtualLocation,
} from 'schema-dts';

import type { Evento } from '@site/shared/contract';

import { lerLugar, type LugarEvento, type ModoPresenca } from './lugar-evento';
import { lerPreco } from './preco-evento';

const MODOS: Record<ModoPresenca, EventAttendanceModeEnumeration> = {
  presencial: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  misto: 'https://schema.org/MixedEventAttendanceMode',
};

/** schema.org's status of an event from the CMS's `estado` (any state but these is scheduled). */
export function estadoEvento(estado: string): EventStatusType {
  const texto = estado.trim().toLowerCase();
  if (texto.startsWith('cancel')) return 'https://schema.org/EventCancelled';
  if (/^(adiad|postpon)/.test(texto)) return 'https://schema.org/EventPostponed';
  if (/^(remarcad|reagendad|reschedul)/.test(texto)) return 'https://schema.org/EventRescheduled';
  return 'https://schema.org/EventScheduled';
}

/** "Rua Rainha Ginga, n.º 45, Luanda": the whole line, its last part as the town. */
function endereco(texto: string): PostalAddress {
  const partes = texto.split(',').map((parte) => parte.trim());
  const localidade = partes.length > 1 ? partes.at(-1) : undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: texto,
    ...(localidade ? { addressLocality: localidade } : {}),
    addressCountry: 'AO',
  };
}

/** A Place with its address, a VirtualLocation, or both, as the event is attended. */
function locais(
  evento: Evento,
  lugar: LugarEvento,
  urlEvento: string,
): Place | VirtualLocation | (Place | VirtualLocation)[] {
  const nome = evento.local || evento.morada;
  const fisico: Place = {
    '@type': 'Place',
    name: nome,
    address: endereco(evento.morada || evento.local),
  };
  // Where the online part is joined: the address the CMS gives, else the event's page.
  const virtual: VirtualLocation = {
    '@type': 'VirtualLocation',
    name: nome,
    url: lugar.url ?? urlEvento,
  };
  if (lugar.modo === 'presencial') return fisico;
  return lugar.modo === 'online' ? virtual : [fisico, virtual];
}

/**
 * schema.org `Event` of a public event: dates with their offset, status, organiser, where and how
 * it is attended, and its price when the text gives one (see {@link lerPreco}). The head adds the
 * page's address and picture.
 */
export function dadosEvento(
  evento: Evento,
  contexto: { urlEvento: string; organizador: { nome: string; url: string } },
): Event {
  const lugar = lerLugar(evento.local, evento.morada);
  const preco = lerPreco(evento.preco);
  return {
    '@type': 'Event',
    name: evento.titulo,
    startDate: evento.dataInicio,
    ...(evento.dataFim ? { endDate: evento.dataFim } : {}),
    ...(evento.resumo ? { description: evento.resumo } : {}),
    eventStatus: estadoEvento(evento.estado),
    ...(lugar
      ? {
          eventAttendanceMode: MODOS[lugar.modo],
          location: locais(evento, lugar, contexto.urlEvento),
        }
      : {}),
    organizer: {
      '@type': 'Organization',
      name: contexto.organizador.nome,
      url: contexto.organizador.url,
    },
    ...(preco === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: preco,
            priceCurrency: 'AOA',
            url: contexto.urlEvento,
            availability:
              evento.vagas === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }),
  };
}
