import { type Registo } from '@site/shared/contract';
import { esquemaRegisto } from '@site/shared/contract/esquemas';

import { contarPorCategoria, filtrarDocumentos, textoResultados } from './filtrar-documentos';

function documento(
  idRegisto: number,
  idGrupoTipo: number | null,
  nome: string,
  resumo = '',
): Registo {
  return esquemaRegisto.parse({
    idRegisto,
    idGrupo: 8,
    idGrupoTipo,
    nome,
    slug: `d-${idRegisto}`,
    resumo,
    texto: '',
    anexos: [],
    ordem: idRegisto,
    activo: true,
    destaque: false,
  });
}

const documentos = [
  documento(
    1,
    81,
    'Guia de Boas Práticas de Normalização',
    'Como participar na elaboração de normas.',
  ),
  documento(2, 82, 'Relatório de Actividades 2024', 'Actividades, associados e contas.'),
  documento(3, 81, 'Manual do Auditor Interno', 'Planeamento de auditorias; normalização interna.'),
  documento(4, 83, 'Lei das Associações Privadas', 'Regime jurídico.'),
];

const ids = (registos: Registo[]) => registos.map((registo) => registo.idRegisto);

describe('filtrarDocumentos', () => {
  it('encontra "Normalização" ao pesquisar "normalizacao", sem acentos nem maiúsculas, no nome e no resumo', () => {
    expect(ids(filtrarDocumentos(documentos, 'normalizacao', null))).toEqual([1, 3]);
    expect(ids(filtrarDocumentos(documentos, 'NORMALIZAÇÃO', null))).toEqual([1, 3]);
  });

  it('exige todas as palavras da pesquisa, por qualquer ordem', () => {
    expect(ids(filtrarDocumentos(documentos, '2024 relatorio', null))).toEqual([2]);
    expect(ids(filtrarDocumentos(documentos, 'relatorio 2023', null))).toEqual([]);
  });

  it('filtra pela categoria, combinada com a pesquisa', () => {
    expect(ids(filtrarDocumentos(documentos, '', 81))).toEqual([1, 3]);
    expect(ids(filtrarDocumentos(documentos, 'auditor', 81))).toEqual([3]);
    expect(ids(filtrarDocumentos(documentos, 'auditor', 82))).toEqual([]);
  });

  it('sem pesquisa nem categoria devolve todos os documentos, pela ordem recebida', () => {
    expect(ids(filtrarDocumentos(documentos, '   ', null))).toEqual([1, 2, 3, 4]);
  });
});

describe('contarPorCategoria', () => {
  it('conta os documentos de cada categoria que correspondem à pesquisa', () => {
    const contagem = contarPorCategoria(documentos, 'normalizacao');
    expect(contagem.get(null)).toBe(2);
    expect(contagem.get(81)).toBe(2);
    expect(contagem.get(82)).toBeUndefined();
  });
});

describe('textoResultados', () => {
  it('escreve o número de resultados em português', () => {
    expect(textoResultados(0)).toBe('Nenhum documento encontrado');
    expect(textoResultados(1)).toBe('1 documento encontrado');
    expect(textoResultados(13)).toBe('13 documentos encontrados');
  });
});
