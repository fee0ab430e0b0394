import { Link } from 'react-router-dom';

import { caminhoEvento, type Evento } from '@site/shared/contract';

import { useNomeTipoEvento } from '../lib/use-nome-tipo-evento';

import './foco-cartao.css';

const ESTILOS = {
  lista: {
    Titulo: 'h2',
    tipo: 'evento-card-tipo mb-2',
    titulo: 'h5 card-title fw-semibold',
    ligacao: 'stretched-link evento-card-ligacao',
  },
  inicio: {
    Titulo: 'h3',
    tipo: 'proximo-evento-tipo mb-1',
    titulo: 'h6 fw-semibold mb-2',
    ligacao: 'stretched-link proximo-evento-ligacao',
  },
} as const;

/**
 * An event card's type and title, the title being the link that covers the whole card: in a list
 * (`lista`, under a page's h1) or in the home page's compact widget (`inicio`, under its h2).
 */
export function TituloCartaoEvento(props: { evento: Evento; cartao: keyof typeof ESTILOS }) {
  const { evento } = props;
  const estilo = ESTILOS[props.cartao];
  const nomeTipo = useNomeTipoEvento(evento);
  return (
    <>
      {nomeTipo ? <p className={estilo.tipo}>{nomeTipo}</p> : null}
      <estilo.Titulo className={estilo.titulo}>
        <Link className={estilo.ligacao} to={caminhoEvento(evento)}>
          {evento.titulo}
        </Link>
      </estilo.Titulo>
    </>
  );
}
