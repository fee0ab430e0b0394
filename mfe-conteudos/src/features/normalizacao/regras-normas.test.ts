import { type Registo } from '@site/shared/contract';
import { esquemaGrupoTipo, esquemaRegisto } from '@site/shared/contract/esquemas';

import { normasPorTipo, tituloDaNorma } from './regras-normas';

const tipos = [
  { idGrupoTipo: 72, idGrupo: 7, nome: 'Ambiente e Energia', ordem: 2 },
  { idGrupoTipo: 71, idGrupo: 7, nome: 'Gestão da Qualidade', ordem: 1 },
  { idGrupoTipo: 73, idGrupo: 7, nome: 'Segurança e Saúde no Trabalho', ordem: 3 },
].map((tipo) => esquemaGrupoTipo.parse(tipo));

function norma(idRegisto: number, idGrupoTipo: number | null, ordem: number): Registo {
  return esquemaRegisto.parse({
    idRegisto,
    idGrupo: 7,
    idGrupoTipo,
    nome: `Norma ${idRegisto}`,
    slug: `norma-${idRegisto}`,
    resumo: '',
    texto: '',
    anexos: [],
    ordem,
    activo: true,
    destaque: false,
  });
}

describe('normasPorTipo', () => {
  it('agrupa as normas pelo tipo, na ordem dos tipos, e cada grupo pela ordem do CMS', () => {
    const grupos = normasPorTipo(
      [norma(1, 72, 1), norma(2, 71, 3), norma(3, 71, 2), norma(4, null, 4)],
      tipos,
    );
    expect(
      grupos.map((grupo) => [grupo.tipo?.nome ?? 'Outras', grupo.itens.map((n) => n.idRegisto)]),
    ).toEqual([
      ['Gestão da Qualidade', [3, 2]],
      ['Ambiente e Energia', [1]],
      ['Outras', [4]],
    ]);
  });

  it('não mostra tipos sem normas', () => {
    expect(normasPorTipo([norma(1, 71, 1)], tipos).map((grupo) => grupo.tipo?.idGrupoTipo)).toEqual(
      [71],
    );
  });
});

describe('tituloDaNorma', () => {
  it('retira o código repetido no início do nome', () => {
    expect(
      tituloDaNorma({
        codigo: 'NA ISO 9001:2015',
        nome: 'NA ISO 9001:2015 — Sistemas de gestão da qualidade',
      }),
    ).toBe('Sistemas de gestão da qualidade');
  });

  it('mantém o nome quando não começa pelo código', () => {
    expect(tituloDaNorma({ codigo: 'NA 112:2020', nome: 'Sinalização de segurança' })).toBe(
      'Sinalização de segurança',
    );
    expect(tituloDaNorma({ codigo: '', nome: 'Sem código' })).toBe('Sem código');
  });
});
