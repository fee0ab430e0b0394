import { imagem, registo } from '../../testes/dados';

import { albunsOrdenados, indiceDaFoto, textoFotografias } from './regras-galeria';

describe('regras da galeria', () => {
  it('diz quantas fotografias tem um álbum, e que ainda não tem nenhuma', () => {
    expect([0, 1, 8].map(textoFotografias)).toEqual([
      'Ainda sem fotografias',
      '1 fotografia',
      '8 fotografias',
    ]);
  });

  it('ordena os álbuns do mais recente para o mais antigo, e os sem data no fim pela ordem do CMS', () => {
    const albuns = [
      registo({ idRegisto: 1, idGrupo: 9, nome: 'Sem data', ordem: 2 }),
      registo({ idRegisto: 2, idGrupo: 9, nome: 'Antigo', data: '01/03/2024' }),
      registo({ idRegisto: 3, idGrupo: 9, nome: 'Recente', data: '2026-05-10' }),
      registo({ idRegisto: 4, idGrupo: 9, nome: 'Também sem data', ordem: 1 }),
    ];
    expect(albunsOrdenados(albuns).map((album) => album.nome)).toEqual([
      'Recente',
      'Antigo',
      'Também sem data',
      'Sem data',
    ]);
  });

  it('encontra a fotografia do endereço só por um número que exista no álbum', () => {
    const fotos = [imagem(7, 'Abertura'), imagem(9, 'Encerramento')];
    expect(['9', '7', '8', 'x', undefined].map((resto) => indiceDaFoto(fotos, resto))).toEqual([
      1, 0, -1, -1, -1,
    ]);
  });
});
