import { esquemaGrupoTipo, esquemaIconeConteudo } from '@site/shared/contract/esquemas';

import { parceirosPorTipo } from './regras-parceiros';

const tipos = [
  { idGrupoTipo: 113, idGrupo: 11, nome: 'Académicos', ordem: 3 },
  { idGrupoTipo: 111, idGrupo: 11, nome: 'Institucionais', ordem: 1 },
  { idGrupoTipo: 112, idGrupo: 11, nome: 'Empresariais', ordem: 2 },
].map((tipo) => esquemaGrupoTipo.parse(tipo));

const parceiro = (idRegisto: number, idGrupoTipo: number | null) =>
  esquemaIconeConteudo.parse({
    idRegisto,
    nome: `Parceiro ${idRegisto}`,
    icone: 'edificio',
    url: 'https://example.ao',
    resumo: '',
    idGrupoTipo,
  });

describe('parceirosPorTipo', () => {
  it('agrupa os parceiros pelo tipo, na ordem dos tipos, mantendo a ordem do CMS em cada grupo', () => {
    const grupos = parceirosPorTipo(
      [parceiro(1, 113), parceiro(2, 111), parceiro(3, 113), parceiro(4, 111)],
      tipos,
    );
    expect(grupos.map((grupo) => [grupo.tipo?.nome, grupo.itens.map((p) => p.idRegisto)])).toEqual([
      ['Institucionais', [2, 4]],
      ['Académicos', [1, 3]],
    ]);
  });

  it('junta no fim os parceiros sem tipo conhecido', () => {
    const grupos = parceirosPorTipo([parceiro(1, null), parceiro(2, 112)], tipos);
    expect(grupos.map((grupo) => grupo.tipo?.nome ?? 'Outros')).toEqual(['Empresariais', 'Outros']);
  });
});
