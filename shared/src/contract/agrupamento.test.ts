import { agruparPorTipo } from './agrupamento';
import { esquemaGrupoTipo } from './esquemas/registos';

const tipos = [
  { idGrupoTipo: 2, idGrupo: 7, nome: 'Segundo', ordem: 2 },
  { idGrupoTipo: 1, idGrupo: 7, nome: 'Primeiro', ordem: 1 },
  { idGrupoTipo: 3, idGrupo: 7, nome: 'Vazio', ordem: 3 },
].map((tipo) => esquemaGrupoTipo.parse(tipo));

describe('agruparPorTipo', () => {
  it('agrupa pela ordem das categorias, omite as vazias e junta as desconhecidas no fim', () => {
    const itens = [
      { id: 'a', idGrupoTipo: 2 },
      { id: 'b', idGrupoTipo: 1 },
      { id: 'c', idGrupoTipo: null },
      { id: 'd', idGrupoTipo: 99 },
      { id: 'e', idGrupoTipo: 2 },
    ];
    const grupos = agruparPorTipo(itens, tipos);
    expect(grupos.map((g) => [g.tipo?.nome ?? null, g.itens.map((i) => i.id)])).toEqual([
      ['Primeiro', ['b']],
      ['Segundo', ['a', 'e']],
      [null, ['c', 'd']],
    ]);
  });
});
