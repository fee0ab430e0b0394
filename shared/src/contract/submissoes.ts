// What the forms offer to choose from; the submissions' schemas (zod) are in esquemas/submissoes.ts.

/** Length limits of the forms' long texts, in characters: the schemas check them, the forms show them. */
export const LIMITES_TEXTO = {
  mensagem: { min: 10, max: 5000 },
  necessidades: { max: 1000 },
  morada: { min: 5, max: 300 },
  motivacao: { max: 2000 },
} as const;

export const CATEGORIAS_PARTICIPANTE = [
  { valor: 'associado', rotulo: 'Associado' },
  { valor: 'nao-associado', rotulo: 'Não associado' },
  { valor: 'estudante', rotulo: 'Estudante' },
] as const;

/** The 18 provinces of Angola (2024 division not yet in wide use; the long-standing list). */
export const PROVINCIAS = [
  'Bengo',
  'Benguela',
  'Bié',
  'Cabinda',
  'Cuando Cubango',
  'Cuanza Norte',
  'Cuanza Sul',
  'Cunene',
  'Huambo',
  'Huíla',
  'Luanda',
  'Lunda Norte',
  'Lunda Sul',
  'Malanje',
  'Moxico',
  'Namibe',
  'Uíge',
  'Zaire',
] as const;

export const CATEGORIAS_ASSOCIADO = [
  {
    valor: 'efectivo',
    rotulo: 'Associado efectivo',
    descricao: 'Profissionais com actividade na área da qualidade e da normalização.',
    tipo: 'individual',
  },
  {
    valor: 'estudante',
    rotulo: 'Associado estudante',
    descricao: 'Estudantes do ensino superior ou técnico-profissional.',
    tipo: 'individual',
  },
  {
    valor: 'colectivo',
    rotulo: 'Associado colectivo',
    descricao: 'Empresas, instituições e organizações.',
    tipo: 'colectivo',
  },
] as const;

export type {
  PedidoCancelamentoNewsletter,
  PedidoCandidatura,
  PedidoInscricaoEvento,
  PedidoMensagemContacto,
  PedidoNewsletter,
  RespostaSubmissao,
} from './esquemas/submissoes';
