import { GRUPOS, type Imagem } from '@site/shared/contract';

import { criarFotografia, criarImagem } from '../../midia/catalogo';
import type { Lugar } from '../../midia/exif';
import { LUGARES } from '../../midia/lugares';
import type { EstiloCena } from '../../midia/svg';
import { diaLuanda, type ContextoSeed, type RegistoSemente } from '../contexto';

import { registo } from './comum';

interface Album {
  nome: string;
  tipo: number;
  diasAtras: number;
  resumo: string;
  estilo: EstiloCena;
  fotografias: string[];
  /** Where a camera took them: the album holds camera-sized photographs, not drawings. */
  lugar?: Lugar;
}

const ALBUNS: readonly Album[] = [
  {
    nome: 'Conferência Nacional da Qualidade',
    tipo: 91,
    diasAtras: 300,
    estilo: 'auditorio',
    resumo: 'A sessão de abertura, os painéis e o encerramento.',
    fotografias: [
      'Sessão de abertura no auditório principal',
      'Painel sobre competitividade das empresas',
      'Intervenção do Presidente da Direcção',
      'Participantes durante o intervalo',
      'Exposição de empresas parceiras',
      'Entrega dos prémios de boas práticas',
      'Fotografia de grupo dos oradores',
      'Encerramento da conferência',
    ],
  },
  {
    nome: 'Formação de Auditores em Benguela',
    tipo: 92,
    diasAtras: 18,
    estilo: 'documento',
    lugar: LUGARES.benguela,
    resumo: 'Três dias de formação prática na delegação de Benguela.',
    fotografias: [
      'Formadores e formandos no primeiro dia',
      'Exercício de auditoria em grupo',
      'Apresentação dos resultados',
      'Visita a uma unidade industrial',
      'Entrega dos certificados',
      'Fotografia de grupo',
    ],
  },
  {
    nome: 'Seminário de Segurança Alimentar no Huambo',
    tipo: 91,
    diasAtras: 95,
    estilo: 'paisagem',
    resumo: 'Produtores, técnicos e estudantes reunidos no Huambo.',
    fotografias: [
      'Abertura do seminário',
      'Apresentação sobre HACCP',
      'Debate com produtores locais',
      'Visita a uma cooperativa agrícola',
      'Degustação de produtos locais',
      'Estudantes do Instituto Politécnico',
      'Encerramento',
    ],
  },
  {
    nome: 'Assembleia Geral Ordinária',
    tipo: 93,
    diasAtras: 60,
    estilo: 'cidade',
    resumo: 'Os associados aprovaram o relatório e contas.',
    fotografias: [
      'Mesa da Assembleia Geral',
      'Apresentação do relatório de actividades',
      'Votação do relatório e contas',
      'Associados na sala',
      'Intervenção do Conselho Fiscal',
      'Encerramento dos trabalhos',
    ],
  },
  {
    nome: 'Dia Mundial da Normalização',
    tipo: 93,
    diasAtras: 200,
    estilo: 'mosaico',
    resumo: 'Acção de sensibilização em escolas de Luanda.',
    fotografias: [
      'Alunos numa sessão sobre normas',
      'Jogo das medidas',
      'Exposição de produtos certificados',
      'Voluntários da associação',
      'Entrega de materiais às escolas',
      'Fotografia de grupo com professores',
      'Cartazes feitos pelos alunos',
      'Encerramento com a direcção da escola',
      'Visita ao laboratório escolar',
    ],
  },
];

/**
 * Group 9: photo albums; their photos come from `ListarImagem`: drawings of 1200×800 with
 * thumbnails of 400×267, but for the album of Benguela, whose are camera-sized photographs.
 */
export function criarGaleria(ctx: ContextoSeed): RegistoSemente[] {
  return ALBUNS.map((album, indice) => {
    const idRegisto = 901 + indice;
    const imagens: Imagem[] = album.fotografias.map((legenda, i) => {
      const comum = {
        idImagem: idRegisto * 100 + i + 1,
        base: `galeria-${idRegisto}-${i + 1}`,
        textoAlternativo: `${legenda} — ${album.nome}`,
        legenda,
        estilo: album.estilo,
      };
      return album.lugar
        ? criarFotografia(ctx.catalogo, { ...comum, lugar: album.lugar })
        : criarImagem(ctx.catalogo, {
            ...comum,
            titulo: legenda,
            subtitulo: album.nome,
            largura: 1200,
            altura: 800,
            miniatura: { largura: 400, altura: 267 },
          });
    });
    return registo({
      idRegisto,
      idGrupo: GRUPOS.galeria,
      idGrupoTipo: album.tipo,
      nome: album.nome,
      resumo: album.resumo,
      texto: `<p>${album.resumo}</p>`,
      data: diaLuanda(ctx.agora, -album.diasAtras),
      imagem: imagens[0],
      imagens,
    });
  });
}
