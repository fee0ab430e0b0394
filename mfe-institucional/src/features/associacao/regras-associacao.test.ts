import { EQUIPA, membro, PAGINA_ASSOCIACAO } from '../../testes/dados';

import { agruparPorOrgao, presidenteDaDireccao, seccoesDaAssociacao } from './regras-associacao';

describe('seccoesDaAssociacao', () => {
  it('mostra apenas as secções activas, por ordem, com a âncora do menu', () => {
    expect(
      seccoesDaAssociacao(PAGINA_ASSOCIACAO.seccoes).map(({ seccao, ancora }) => [
        seccao.idSeccao,
        ancora,
      ]),
    ).toEqual([
      [1, 'historia'],
      [3, 'estatutos'],
      [4, 'orgaos-sociais'],
      [5, 'mensagem-presidente'],
    ]);
  });

  it('dá a uma secção fora das cinco do menu uma âncora feita do seu nome', () => {
    const [extra] = seccoesDaAssociacao([
      { ...PAGINA_ASSOCIACAO.seccoes[0]!, idSeccao: 9, nome: 'Relatório Anual' },
    ]);
    expect(extra?.ancora).toBe('relatorio-anual');
  });
});

describe('agruparPorOrgao', () => {
  it('agrupa os membros activos por órgão, órgãos e membros pela sua ordem', () => {
    const grupos = agruparPorOrgao(EQUIPA);
    expect(grupos.map((grupo) => [grupo.orgao.nome, grupo.membros.map((m) => m.nome)])).toEqual([
      ['Assembleia Geral', ['Maria Neto']],
      ['Direcção', ['António Kiala', 'Esperança Mateus', 'Paulo Quintas']],
      ['Conselho Fiscal', ['Filomena Chipongue']],
    ]);
  });

  it('exclui os membros inactivos e omite um órgão que fique sem membros', () => {
    const grupos = agruparPorOrgao([
      membro(1, 'Ana', 'Vogal', 'cf', 1, false),
      membro(2, 'Rui', 'Presidente', 'ag', 1),
    ]);
    expect(grupos.map((grupo) => grupo.orgao.nome)).toEqual(['Assembleia Geral']);
  });

  it('não altera a lista recebida', () => {
    const ordemAntes = EQUIPA.map((m) => m.idMembro);
    agruparPorOrgao(EQUIPA);
    expect(EQUIPA.map((m) => m.idMembro)).toEqual(ordemAntes);
  });
});

describe('presidenteDaDireccao', () => {
  it('encontra o Presidente da Direcção e não o de outro órgão', () => {
    expect(presidenteDaDireccao(EQUIPA)?.nome).toBe('António Kiala');
  });

  it('ignora um presidente inactivo', () => {
    expect(
      presidenteDaDireccao([membro(1, 'Ana', 'Presidente', 'direccao', 1, false)]),
    ).toBeUndefined();
  });
});
