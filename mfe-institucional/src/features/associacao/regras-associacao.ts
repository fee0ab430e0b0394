import {
  ANCORAS_SECCOES,
  dobrarTexto,
  seccoesActivas,
  slugify,
  type MembroEquipa,
  type OrgaoSocial,
  type Seccao,
} from '@site/shared/contract';

export const SECCAO_ORGAOS_SOCIAIS = 4;
export const SECCAO_MENSAGEM_PRESIDENTE = 5;

export interface SeccaoComAncora {
  seccao: Seccao;
  /** The element id the navbar's fragment links point at. */
  ancora: string;
}

/** The sections shown on the association page: only active ones, in CMS order, with their anchor. */
export function seccoesDaAssociacao(seccoes: readonly Seccao[]): SeccaoComAncora[] {
  return seccoesActivas(seccoes).map((seccao) => ({
    seccao,
    ancora: ANCORAS_SECCOES[seccao.idSeccao] ?? slugify(seccao.nome),
  }));
}

export interface GrupoOrgao {
  orgao: OrgaoSocial;
  membros: MembroEquipa[];
}

/** Where members go whose governing body the CMS does not give: one group, after the bodies. */
const SEM_ORGAO: Readonly<OrgaoSocial> = Object.freeze({
  idOrgao: -1,
  nome: 'Outros membros',
  ordem: Number.MAX_SAFE_INTEGER,
});

/** Active members grouped by governing body: bodies by `orgao.ordem`, members by `ordem`. */
export function agruparPorOrgao(membros: readonly MembroEquipa[]): GrupoOrgao[] {
  const grupos = new Map<number, GrupoOrgao>();
  for (const membro of membros) {
    if (!membro.activo) continue;
    const orgao = membro.orgao ?? SEM_ORGAO;
    const grupo: GrupoOrgao = grupos.get(orgao.idOrgao) ?? { orgao, membros: [] };
    grupo.membros.push(membro);
    grupos.set(orgao.idOrgao, grupo);
  }
  return [...grupos.values()]
    .sort((a, b) => a.orgao.ordem - b.orgao.ordem)
    .map((grupo) => ({ ...grupo, membros: grupo.membros.sort((a, b) => a.ordem - b.ordem) }));
}

/** A member known to sit on a governing body. */
export type MembroDeOrgao = MembroEquipa & { orgao: OrgaoSocial };

/** The active member whose role is Presidente of the Direcção (board), if any. */
export function presidenteDaDireccao(membros: readonly MembroEquipa[]): MembroDeOrgao | undefined {
  return membros.find(
    (membro): membro is MembroDeOrgao =>
      membro.activo &&
      membro.orgao !== null &&
      dobrarTexto(membro.cargo).trim() === 'presidente' &&
      /^direc?cao$/.test(dobrarTexto(membro.orgao.nome).trim()),
  );
}
