import type { EventoInscrivel, LeiturasConteudo } from '../rotas/dependencias';

import { criarEventosMinimos } from './eventos';
import type { EventoMinimo } from './formas';
import { criarLocaisMinimos } from './institucional';
import { criarPaginasMinimas } from './paginas';
import { leiturasCmsMinimas, type OpcoesCmsMinimo } from './rotas-cms';
import { leiturasEveMinimas } from './rotas-eve';

/** Luanda is UTC+01:00 all year: this CMS's offset-less dates are read as Luanda time. */
const FUSO_LUANDA = '+01:00';

/**
 * What the sign-up checks get for an event of this CMS, which says nothing about sign-ups:
 * an active event takes them until it starts, with no limit of places.
 */
function paraInscricao(evento: EventoMinimo): EventoInscrivel {
  return {
    estado: evento.estado,
    dataInicio: `${evento.dataInicio.replace(' ', 'T')}${FUSO_LUANDA}`,
    dataFim: '',
    inscricoesAbertas: true,
    vagas: null,
  };
}

/**
 * A second CMS for the cms and eve reads: only the fields the spec names (see `formas.ts`), with
 * content of its own, event dates relative to `agora`, and pictures as absolute URLs on its media
 * host `origemMidia` (`iniciarServidorMidiaMinima`), when given. Submissions stay with the
 * reference backend.
 */
export function leiturasMinimas(
  agora: Date,
  origemMidia?: string,
  opcoes: OpcoesCmsMinimo = {},
): LeiturasConteudo {
  const eventos = criarEventosMinimos(agora, origemMidia);
  return {
    cms: leiturasCmsMinimas(
      criarPaginasMinimas(origemMidia),
      criarLocaisMinimos(origemMidia),
      opcoes,
    ),
    eve: leiturasEveMinimas(eventos),
    eventoDaInscricao(idEvento) {
      const evento = eventos.find((e) => e.idEvento === idEvento);
      return evento ? paraInscricao(evento) : undefined;
    },
    // The spec names no call for leaving the newsletter.
    cancelamentoNewsletter: false,
  };
}
