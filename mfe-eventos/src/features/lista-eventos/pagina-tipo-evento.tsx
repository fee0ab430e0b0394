import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { useEventos, useTiposEventos } from '@site/shared/api';
import {
  caminhoAgendaTipo,
  caminhoTipoEvento,
  slugify,
  type TipoEvento,
} from '@site/shared/contract';
import {
  ACarregar,
  CabecalhoPagina,
  ConteudoNaoEncontrado,
  EstadoConsulta,
  MetaPagina,
  novaTentativa,
  PainelErro,
  Vazio,
} from '@site/shared/ui';

import { GrelhaEventos } from './grelha-eventos';
import { eventosDoTipo, VISTAS } from './regras-lista';
import { agendaAlternativa, SubscreverAgenda } from './subscrever-agenda';

const TRILHO = [{ texto: 'Eventos', para: VISTAS.todos.para }];

/** `/eventos/tipos/:idTipoEvento/:slug`: the visible events of one type. */
export function PaginaTipoEvento() {
  const { idTipoEvento, slug } = useParams();
  const tipos = useTiposEventos();
  const id = Number(idTipoEvento);
  const tipo = tipos.data?.find((candidato) => candidato.idTipoEvento === id);

  if (tipos.isPending) return <ACarregar texto="A carregar tipos de eventos…" />;
  if (tipos.isError) {
    return (
      <div className="container">
        <PainelErro mensagem={tipos.error.message} {...novaTentativa(tipos)} />
      </div>
    );
  }
  if (!tipo) {
    return (
      <ConteudoNaoEncontrado
        titulo="Tipo de evento não encontrado"
        mensagem="Não encontrámos este tipo de evento. Pode ter mudado de endereço."
        trilho={TRILHO}
        voltar={{ texto: 'Ver todos os eventos', para: VISTAS.todos.para }}
      />
    );
  }
  return <EventosDoTipo tipo={tipo} slug={slug} />;
}

function EventosDoTipo({ tipo, slug }: { tipo: TipoEvento; slug: string | undefined }) {
  const consulta = useEventos();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const agenda = caminhoAgendaTipo(tipo.idTipoEvento);

  useEffect(() => {
    if (slug !== slugify(tipo.tipoEvento)) {
      void navigate(`${caminhoTipoEvento(tipo)}${search}${hash}`, { replace: true });
    }
  }, [slug, tipo, navigate, search, hash]);

  return (
    <>
      <MetaPagina
        titulo={tipo.tipoEvento}
        descricao={`Eventos do tipo ${tipo.tipoEvento} organizados pela associação.`}
        alternativos={[agendaAlternativa(agenda, `Agenda: ${tipo.tipoEvento}`)]}
      />
      <CabecalhoPagina
        titulo={tipo.tipoEvento}
        subtitulo="Eventos deste tipo, mais recentes primeiro."
        trilho={TRILHO}
      />
      <div className="container pb-5">
        <EstadoConsulta consulta={consulta} textoCarregar="A carregar eventos…">
          {(todos) => {
            const eventos = eventosDoTipo(todos, tipo.idTipoEvento);
            return eventos.length ? (
              <GrelhaEventos eventos={eventos} />
            ) : (
              <Vazio texto={`Não há eventos do tipo ${tipo.tipoEvento} de momento.`}>
                <Link to={VISTAS.todos.para}>Ver todos os eventos</Link>
              </Vazio>
            );
          }}
        </EstadoConsulta>
        <SubscreverAgenda
          caminho={agenda}
          descricao={`Receba os eventos do tipo ${tipo.tipoEvento} no calendário do telemóvel ou do computador: os novos eventos e as alterações aparecem sozinhos.`}
        />
      </div>
    </>
  );
}
