import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { ErroHttp, useEvento } from '@site/shared/api';
import { eventoPublico, type Evento } from '@site/shared/contract';
import { ACarregar, ConteudoNaoEncontrado, novaTentativa, PainelErro } from '@site/shared/ui';

import { ConteudoEvento } from './conteudo-evento';

function EventoNaoEncontrado() {
  return (
    <ConteudoNaoEncontrado
      titulo="Evento não encontrado"
      mensagem="Não encontrámos este evento. Pode ter sido cancelado ou mudado de endereço."
      trilho={[{ texto: 'Eventos', para: '/eventos' }]}
      voltar={{ texto: 'Ver todos os eventos', para: '/eventos' }}
    />
  );
}

/**
 * `/eventos/:idEvento/:slug`: one event. `inscricao` renders the sign-up part, composed by the
 * section so that this feature does not depend on the sign-up feature.
 */
export function PaginaEvento(props: { inscricao: (evento: Evento) => ReactNode }) {
  const { idEvento } = useParams();
  const id = /^\d+$/.test(idEvento ?? '') ? Number(idEvento) : null;
  if (id === null) return <EventoNaoEncontrado />;
  return <CarregarEvento id={id} inscricao={props.inscricao} />;
}

function CarregarEvento(props: { id: number; inscricao: (evento: Evento) => ReactNode }) {
  const { slug } = useParams();
  const consulta = useEvento(props.id);

  if (consulta.isPending) return <ACarregar texto="A carregar o evento…" />;
  if (consulta.isError) {
    if (consulta.error instanceof ErroHttp && consulta.error.status === 404)
      return <EventoNaoEncontrado />;
    return (
      <div className="container">
        <PainelErro mensagem={consulta.error.message} {...novaTentativa(consulta)} />
      </div>
    );
  }
  // A hidden event is treated like an unknown one.
  if (!eventoPublico(consulta.data)) return <EventoNaoEncontrado />;
  return (
    <ConteudoEvento evento={consulta.data} slug={slug} inscricao={props.inscricao(consulta.data)} />
  );
}
