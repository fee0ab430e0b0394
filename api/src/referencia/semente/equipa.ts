import type { MembroEquipa, OrgaoSocial } from '@site/shared/contract';
import { slugify } from '@site/shared/contract';

import { desenharAvatar } from '../midia/svg';

import type { ContextoSeed } from './contexto';

const ORGAOS: Record<'ag' | 'direccao' | 'cf', OrgaoSocial> = {
  ag: { idOrgao: 1, nome: 'Assembleia Geral', ordem: 1 },
  direccao: { idOrgao: 2, nome: 'Direcção', ordem: 2 },
  cf: { idOrgao: 3, nome: 'Conselho Fiscal', ordem: 3 },
};

const MEMBROS: ReadonlyArray<[string, string, keyof typeof ORGAOS, number, boolean]> = [
  ['Maria da Conceição Neto', 'Presidente da Mesa', 'ag', 1, true],
  ['Joaquim Ndala Sebastião', 'Vice-Presidente da Mesa', 'ag', 2, true],
  ['Domingas Cassoma', 'Secretária da Mesa', 'ag', 3, true],
  ['António Manuel Kiala', 'Presidente', 'direccao', 1, true],
  ['Esperança Lukamba Mateus', 'Vice-Presidente', 'direccao', 2, true],
  ['Paulo Sebastião Quintas', 'Secretário-Geral', 'direccao', 3, true],
  ['Teresa Mbala Fernandes', 'Tesoureira', 'direccao', 4, true],
  ['Ngola Adão Cristóvão', 'Vogal', 'direccao', 5, true],
  ['Filomena Chipongue', 'Presidente', 'cf', 1, true],
  ['Helder Tchissola Dias', 'Relator', 'cf', 2, true],
  ['Rosa Kalunga Pedro', 'Vogal', 'cf', 3, true],
  ['Carlos Alberto Mavinga', 'Vogal (mandato anterior)', 'direccao', 6, false],
];

/** The governing bodies' members, each with a generated portrait (400×400 SVG with initials). */
export function criarEquipa(ctx: ContextoSeed): MembroEquipa[] {
  return MEMBROS.map(([nome, cargo, orgao, ordem, activo], indice) => ({
    idMembro: indice + 1,
    nome,
    cargo,
    orgao: ORGAOS[orgao],
    ordem,
    activo,
    fotografiaUrl: ctx.catalogo.adicionarSvg(
      `equipa-${slugify(nome)}-400x400`,
      desenharAvatar({ chave: nome, nome, tamanho: 400 }),
    ),
  }));
}
