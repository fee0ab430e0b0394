import type { Evento, TipoEvento } from '@site/shared/contract';

const UM_DIA_MS = 86_400_000;

/** An ISO date `dias` days from `agora` (negative: in the past). */
export function diasDesde(agora: Date, dias: number): string {
  return new Date(agora.getTime() + dias * UM_DIA_MS).toISOString();
}

/** A complete, active, open event; override what a test is about. */
export function criarEvento(dados: Partial<Evento> & Pick<Evento, 'idEvento'>): Evento {
  return {
    titulo: `Evento ${dados.idEvento}`,
    resumo: 'Resumo do evento.',
    descricao: '<p>Descrição do evento.</p>',
    estado: 'Activo',
    dataInicio: '2026-03-12T09:30:00+01:00',
    dataFim: '2026-03-12T13:00:00+01:00',
    local: 'Sede da associação, Luanda',
    morada: 'Rua Rainha Ginga, n.º 45, Luanda',
    idTipoEvento: 3,
    tipoEvento: 'Workshop',
    idClassificacao: 1,
    imagemUrl: '/eve/api/v1/media/evento.svg',
    imagemLargura: 1200,
    imagemAltura: 630,
    inscricoesAbertas: true,
    vagas: 25,
    preco: 'Gratuito',
    ...dados,
  };
}

export const TIPOS: TipoEvento[] = [
  { idTipoEvento: 1, tipoEvento: 'Conferência' },
  { idTipoEvento: 2, tipoEvento: 'Formação' },
  { idTipoEvento: 3, tipoEvento: 'Workshop' },
];

/** An event that starts and ends `dias` days from `agora` (negative: in the past). */
export function eventoNoDia(
  agora: Date,
  dias: number,
  dados: Partial<Evento> & Pick<Evento, 'idEvento'>,
): Evento {
  const dia = diasDesde(agora, dias);
  return criarEvento({ dataInicio: dia, dataFim: dia, ...dados });
}
