import {
  GRUPOS,
  type IconeConteudo,
  type IconeRegisto,
  type LinkUtil,
  type Registo,
} from '@site/shared/contract';

import type { RegistoSemente } from '../semente';

const GRUPOS_CONHECIDOS = new Set<number>(Object.values(GRUPOS));

/** Whether a group id is one of the CMS groups of the contract. */
export const grupoExiste = (idGrupo: number): boolean => GRUPOS_CONHECIDOS.has(idGrupo);

/** The public shape of a record (seed-only fields removed). */
export function paraRegisto(semente: RegistoSemente): Registo {
  const registo: RegistoSemente = { ...semente };
  delete registo.icone;
  delete registo.imagens;
  return registo;
}

export const paraIcone = (r: RegistoSemente): IconeRegisto => ({
  idRegisto: r.idRegisto,
  nome: r.nome,
  icone: r.icone ?? 'link-45deg',
  url: r.url ?? '',
});

export const paraIconeConteudo = (r: RegistoSemente): IconeConteudo => ({
  ...paraIcone(r),
  resumo: r.resumo,
  idGrupoTipo: r.idGrupoTipo,
  imagem: r.imagem,
});

export const paraLinkUtil = (r: RegistoSemente): LinkUtil => ({
  idRegisto: r.idRegisto,
  nome: r.nome,
  url: r.url ?? '',
});

/** Active records of a group, in CMS order. */
export function activosDoGrupo(
  registos: readonly RegistoSemente[],
  idGrupo: number,
): RegistoSemente[] {
  return registos
    .filter((r) => r.idGrupo === idGrupo && r.activo)
    .sort((a, b) => a.ordem - b.ordem);
}
