import { dataLuanda } from '../semente/contexto';

import type { EventoMinimo, TipoEventoMinimo } from './formas';
import { comImagem, type NomeUpload } from './uploads';

/** The event types, accented and not in alphabetical order. */
export const TIPOS_EVENTOS_MINIMOS: readonly TipoEventoMinimo[] = [
  { idTipoEvento: 4, tipoEvento: 'Formação' },
  { idTipoEvento: 9, tipoEvento: 'Workshop' },
  { idTipoEvento: 2, tipoEvento: 'Conferência' },
  { idTipoEvento: 7, tipoEvento: 'Acções de sensibilização' },
  { idTipoEvento: 3, tipoEvento: 'Visita técnica' },
  { idTipoEvento: 8, tipoEvento: 'Sessão de esclarecimento' },
];

/** `dias` from `agora` at a Luanda wall-clock time, written without an offset, as this CMS does. */
function dataSemFuso(agora: Date, dias: number, hora: number, minuto = 0, separador = 'T') {
  return dataLuanda(agora, dias, hora, minuto).slice(0, 19).replace('T', separador);
}

/**
 * The events, relative to `agora`: nine visible ('activo' in any case, some with spaces) in the
 * past and the future, three hidden ('Inactivo', 'Cancelado'), in no particular order. With a
 * media host (`origemMidia`), seven of the visible ones have a picture there.
 */
export function criarEventosMinimos(agora: Date, origemMidia?: string): EventoMinimo[] {
  const imagem = (nome: NomeUpload) => comImagem(origemMidia, nome);
  const data = (dias: number, hora: number, minuto = 0) => dataSemFuso(agora, dias, hora, minuto);
  const dataComEspaco = (dias: number, hora: number, minuto = 0) =>
    dataSemFuso(agora, dias, hora, minuto, ' ');
  return [
    {
      idEvento: 501,
      titulo: 'Curso de auditor interno da qualidade',
      estado: 'ACTIVO',
      dataInicio: data(12, 9),
      idTipoEvento: 4,
      ...imagem('cursoAuditor'),
      dataCriacao: '2025-11-03T08:15:00',
      idUtilizadorCriacao: 17,
    },
    {
      idEvento: 502,
      titulo: 'Workshop de melhoria contínua',
      estado: 'Activo',
      dataInicio: data(-25, 14, 30),
      idTipoEvento: 9,
    },
    {
      idEvento: 503,
      titulo: 'Conferência anual dos associados',
      estado: ' activo ',
      dataInicio: data(30, 9),
      idTipoEvento: 2,
      ...imagem('conferenciaAnual'),
    },
    {
      idEvento: 504,
      titulo: 'Acção de sensibilização sobre segurança alimentar',
      estado: 'activo',
      dataInicio: dataComEspaco(-70, 10),
      idTipoEvento: 7,
      ...imagem('segurancaAlimentar'),
    },
    {
      idEvento: 505,
      titulo: 'Visita técnica ao laboratório de metrologia',
      estado: 'Inactivo',
      dataInicio: data(5, 10),
      idTipoEvento: 3,
    },
    {
      idEvento: 506,
      titulo: 'Sessão de esclarecimento sobre quotas',
      estado: 'Cancelado',
      dataInicio: data(8, 17),
      idTipoEvento: 8,
    },
    {
      idEvento: 507,
      titulo: 'Formação em gestão de risco',
      estado: 'ACTIVO ',
      dataInicio: dataComEspaco(45, 8, 30),
      idTipoEvento: 4,
      ...imagem('gestaoRisco'),
    },
    {
      idEvento: 508,
      titulo: 'Conferência sobre normalização e exportação',
      estado: 'activo',
      dataInicio: data(-3, 9),
      idTipoEvento: 2,
      ...imagem('normalizacaoExportacao'),
    },
    {
      idEvento: 509,
      titulo: 'Workshop de indicadores de desempenho',
      estado: 'Activo',
      dataInicio: data(2, 15),
      idTipoEvento: 9,
      ...imagem('indicadores'),
    },
    {
      idEvento: 510,
      titulo: 'Formação de formadores',
      estado: 'activo',
      dataInicio: data(-150, 9),
      idTipoEvento: 4,
    },
    {
      idEvento: 511,
      titulo: 'Acções de sensibilização nas escolas',
      estado: 'Inactivo',
      dataInicio: data(-12, 10),
      idTipoEvento: 7,
    },
    {
      idEvento: 512,
      titulo: 'Visita técnica ao porto do Lobito',
      estado: 'Activo',
      dataInicio: data(75, 8),
      idTipoEvento: 3,
      ...imagem('portoLobito'),
    },
  ];
}
