import { TAMANHO_CAMARA, type ReceitaFotografia } from '../midia/fotografia';
import { LUGARES } from '../midia/lugares';

/** A picture an editor uploaded to this CMS: where it lives on the media host, and its scene. */
interface Upload {
  /** Under `/uploads/`, as a CMS files them: year, month, the name the editor's file had. */
  caminho: string;
  receita: Omit<ReceitaFotografia, 'chave'>;
}

const camara = (estilo: ReceitaFotografia['estilo'], lugar: ReceitaFotografia['lugar']) => ({
  ...TAMANHO_CAMARA,
  estilo,
  lugar,
});

/** Every upload, by the name the content refers to it with. */
export const UPLOADS_MINIMOS = {
  cursoAuditor: {
    caminho: '2026/05/curso-auditor-interno.jpg',
    receita: camara('documento', LUGARES.kinaxixi),
  },
  conferenciaAnual: {
    caminho: '2026/06/conferencia-anual-associados.jpg',
    receita: camara('auditorio', LUGARES.talatona),
  },
  segurancaAlimentar: {
    caminho: '2026/05/sensibilizacao-seguranca-alimentar.jpg',
    receita: camara('paisagem', LUGARES.lubango),
  },
  gestaoRisco: {
    caminho: '2026/06/formacao-gestao-risco.jpg',
    receita: camara('documento', LUGARES.kinaxixi),
  },
  normalizacaoExportacao: {
    caminho: '2026/06/conferencia-normalizacao-exportacao.jpg',
    receita: camara('cidade', LUGARES.talatona),
  },
  indicadores: {
    caminho: '2026/06/workshop-indicadores.jpg',
    receita: camara('mosaico', LUGARES.kinaxixi),
  },
  portoLobito: {
    caminho: '2026/06/visita-porto-lobito.jpg',
    receita: camara('paisagem', LUGARES.lobito),
  },
  bannerSemana: {
    caminho: '2026/06/banner-semana-qualidade.jpg',
    receita: { largura: 2400, altura: 900, estilo: 'cidade', lugar: LUGARES.kinaxixi },
  },
  bannerNormas: {
    caminho: '2026/06/banner-normas-alimentar.jpg',
    receita: { largura: 2400, altura: 900, estilo: 'documento', lugar: LUGARES.kinaxixi },
  },
  bannerQuotas: {
    caminho: '2019/03/banner-quotas.jpg',
    receita: { largura: 2400, altura: 900, estilo: 'mosaico', lugar: LUGARES.kinaxixi },
  },
  fundadores: {
    caminho: '2026/05/fundadores-2009.jpg',
    receita: camara('auditorio', LUGARES.ingombota),
  },
  sede: {
    caminho: '2026/05/sede-kinaxixi.jpg',
    receita: { largura: 1200, altura: 800, estilo: 'cidade', lugar: LUGARES.kinaxixi },
  },
} as const satisfies Record<string, Upload>;

export type NomeUpload = keyof typeof UPLOADS_MINIMOS;

/** The prefix of every upload's path on the media host. */
export const PREFIXO_UPLOADS = '/uploads/';

/** The picture's absolute URL on the media host at `origem`. */
export const urlUpload = (origem: string, nome: NomeUpload) =>
  `${origem}${PREFIXO_UPLOADS}${UPLOADS_MINIMOS[nome].caminho}`;

/** `{ imagemUrl }` when there is a media host, else nothing: without one, no picture is sent. */
export const comImagem = (origem: string | undefined, nome: NomeUpload) =>
  origem ? { imagemUrl: urlUpload(origem, nome) } : {};

/** The full recipe of an upload: its path is its key, so each upload is a different scene. */
export const receitaUpload = (upload: Upload): ReceitaFotografia => ({
  chave: `cms-minimo:${upload.caminho}`,
  ...upload.receita,
});
