import { useState } from 'react';

import { useEventos } from '@site/shared/api';
import {
  formatarData,
  formatarHora,
  FUSO_HORARIO,
  LOCALE,
  proximosEventos,
  type Evento,
} from '@site/shared/contract';
import { EstadoConsulta } from '@site/shared/ui';

import { FactoEvento, FactoLocal } from '../../components/facto-evento';
import { TituloCartaoEvento } from '../../components/titulo-cartao-evento';

import './proximos-eventos.css';

const formatoDia = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', timeZone: FUSO_HORARIO });
const formatoMes = new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: FUSO_HORARIO });

function CartaoProximoEvento({ evento }: { evento: Evento }) {
  const inicio = new Date(evento.dataInicio);
  return (
    <article className="proximo-evento h-100">
      <div className="proximo-evento-data" aria-hidden="true">
        <span className="proximo-evento-dia">{formatoDia.format(inicio)}</span>
        <span className="proximo-evento-mes">{formatoMes.format(inicio).replace(/\.$/, '')}</span>
      </div>
      <div className="proximo-evento-texto">
        <TituloCartaoEvento evento={evento} cartao="inicio" />
        <ul className="list-unstyled small text-body-secondary mb-0">
          <FactoEvento icone="relogio" margem="me-1">
            <time dateTime={evento.dataInicio}>
              <span className="visually-hidden">{formatarData(evento.dataInicio)}, </span>
              {formatarHora(evento.dataInicio)}
            </time>
          </FactoEvento>
          <FactoLocal evento={evento} margem="me-1" />
        </ul>
      </div>
    </article>
  );
}

/** The home page's widget: the next upcoming events, soonest first, as compact cards. */
export default function ProximosEventos({ quantos = 3 }: { quantos?: number }) {
  const consulta = useEventos();
  const [agora] = useState(() => new Date());
  return (
    <EstadoConsulta
      consulta={consulta}
      vazio={(eventos) => proximosEventos(eventos, agora, quantos).length === 0}
      textoVazio="Não há eventos agendados de momento. Volte em breve para conhecer a próxima agenda."
      textoCarregar="A carregar os próximos eventos…"
    >
      {(eventos) => (
        <ul className="row g-3 list-unstyled mb-0">
          {proximosEventos(eventos, agora, quantos).map((evento) => (
            <li className="col-md-4" key={evento.idEvento}>
              <CartaoProximoEvento evento={evento} />
            </li>
          ))}
        </ul>
      )}
    </EstadoConsulta>
  );
}
