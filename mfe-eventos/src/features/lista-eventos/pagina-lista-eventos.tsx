import { useState } from 'react';

import { useEventos } from '@site/shared/api';
import { CAMINHO_AGENDA } from '@site/shared/contract';
import { CabecalhoPagina, EstadoConsulta, MetaPagina, Vazio } from '@site/shared/ui';

import { GrelhaEventos } from './grelha-eventos';
import { eventosDaVista, VISTAS, type Vista } from './regras-lista';
import { SeparadorVistas } from './separador-vistas';
import { agendaAlternativa, SubscreverAgenda } from './subscrever-agenda';

const AGENDA = agendaAlternativa(CAMINHO_AGENDA, 'Agenda de eventos');

/** `/eventos`, `/eventos/agendados` and `/eventos/realizados`. */
export function PaginaListaEventos({ vista }: { vista: Vista }) {
  const consulta = useEventos();
  const [agora] = useState(() => new Date());
  const { titulo, descricao, textoVazio } = VISTAS[vista];
  const trilho = vista === 'todos' ? [] : [{ texto: 'Eventos', para: VISTAS.todos.para }];

  return (
    <>
      <MetaPagina titulo={titulo} descricao={descricao} alternativos={[AGENDA]} />
      <CabecalhoPagina titulo={titulo} subtitulo={descricao} trilho={trilho} />
      <div className="container pb-5">
        <SeparadorVistas />
        <EstadoConsulta consulta={consulta} textoCarregar="A carregar eventos…">
          {(todos) => {
            const eventos = eventosDaVista(todos, vista, agora);
            return eventos.length ? (
              <GrelhaEventos key={vista} eventos={eventos} />
            ) : (
              <Vazio texto={textoVazio} />
            );
          }}
        </EstadoConsulta>
        {vista === 'realizados' ? null : (
          <SubscreverAgenda
            caminho={CAMINHO_AGENDA}
            descricao="Receba os eventos da associação no calendário do telemóvel ou do computador: os novos eventos e as alterações aparecem sozinhos."
          />
        )}
      </div>
    </>
  );
}
