import { eventoAgendado, type Evento, type PedidoInscricaoEvento } from '@site/shared/contract';

/** Sign-up is offered while the event is open for it, upcoming and not full. */
export function inscricoesAbertas(evento: Evento, agora: Date): boolean {
  return evento.inscricoesAbertas && eventoAgendado(evento, agora) && evento.vagas !== 0;
}

/** The empty form for one event; casts stand for "not chosen yet", which the schema refuses. */
export function valoresIniciais(idEvento: number): PedidoInscricaoEvento {
  return {
    idEvento,
    nome: '',
    email: '',
    telefone: '',
    organizacao: '',
    cargo: '',
    categoria: '' as PedidoInscricaoEvento['categoria'],
    numeroAssociado: '',
    participantes: 1,
    necessidades: '',
    consentimento: false as unknown as true,
    website: '',
  };
}

/** A member number only travels with the member category. */
export function pedidoParaEnviar<T extends { categoria: string; numeroAssociado?: string }>(
  valores: T,
): T {
  return valores.categoria === 'associado' ? valores : { ...valores, numeroAssociado: '' };
}
