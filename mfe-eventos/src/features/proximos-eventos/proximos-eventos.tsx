import { useState } from 'react';
import { Link } from 'react-router-dom';

import { useEventos } from '@site/shared/api';
import {
  caminhoEvento,
  formatarData,
  formatarHora,
  FUSO_HORARIO,
  LOCALE,
  proximosEventos,
  type Evento,
} from '@site/shared/contract';
import { EstadoConsulta, Icone } from '@site/shared/ui';

import { useNomeTipoEvento } from '../../lib/use-nome-tipo-evento';

import './proximos-eventos.css';

const formatoDia = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', timeZone: FUSO_HORARIO });
const formatoMes = new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: FUSO_HORARIO });

function CartaoProximoEvento({ evento }: { evento: Evento }) {
  const inicio = new Date(evento.dataInicio);
  const nomeTipo = useNomeTipoEvento(evento);
  return (
    <article className="proximo-evento h-100">
      <div className="proximo-evento-data" aria-hidden="true">
        <span className="proximo-evento-dia">{formatoDia.format(inicio)}</span>
        <span className="proximo-evento-mes">{formatoMes.format(inicio).replace(/\.$/, '')}</span>
      </div>
      <div className="proximo-evento-texto">
        {nomeTipo ? <p className="proximo-evento-tipo mb-1">{nomeTipo}</p> : null}
        <h3 className="h6 fw-semibold mb-2">
          <Link className="stretched-link proximo-evento-ligacao" to={caminhoEvento(evento)}>
            {evento.titulo}
          </Link>
        </h3>
        <ul className="list-unstyled small text-body-secondary mb-0">
          <li>
            <Icone nome="relogio" className="me-1" />
            <time dateTime={evento.dataInicio}>
              <span className="visually-hidden">{formatarData(evento.dataInicio)}, </span>
              {formatarHora(evento.dataInicio)}
            </time>
          </li>
          {evento.local ? (
            <li>
              <Icone nome="local" className="me-1" />
              <span className="visually-hidden">Local: </span>
              {evento.local}
            </li>
          ) : null}
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
