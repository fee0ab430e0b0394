import { CATEGORIAS_ASSOCIADO, PROVINCIAS, type PedidoCandidatura } from '@site/shared/contract';

export type TipoCandidatura = PedidoCandidatura['tipo'];

/** The categories an applicant of this type may choose. */
export function categoriasDoTipo(tipo: TipoCandidatura | '' | undefined) {
  return CATEGORIAS_ASSOCIADO.filter((categoria) => !tipo || categoria.tipo === tipo);
}

/** Labels and help that change with the type of application. */
export function rotulosDoTipo(tipo: TipoCandidatura | '' | undefined) {
  return tipo === 'colectivo'
    ? {
        nome: 'Nome da organização',
        documento: 'NIF da organização',
        ajudaDocumento: 'Número de Identificação Fiscal: 10 algarismos (ex.: 5417123456).',
        profissao: 'Sector de actividade',
      }
    : {
        nome: 'Nome completo',
        documento: 'Número do Bilhete de Identidade',
        ajudaDocumento:
          'Tal como está no BI: 9 algarismos, 2 letras e 3 algarismos (ex.: 001234567LA041).',
        profissao: 'Profissão',
      };
}

export const OPCOES_PROVINCIA = PROVINCIAS.map((provincia) => ({
  valor: provincia,
  rotulo: provincia,
}));

/** An empty application; `?categoria=` from the associates page preselects the category and its type. */
export function candidaturaInicial(categoria: string | null): PedidoCandidatura {
  const escolhida = CATEGORIAS_ASSOCIADO.find((opcao) => opcao.valor === categoria);
  return {
    tipo: escolhida?.tipo ?? 'individual',
    categoria: (escolhida?.valor ?? '') as PedidoCandidatura['categoria'],
    nome: '',
    documento: '',
    representante: '',
    profissao: '',
    email: '',
    telefone: '',
    provincia: '' as PedidoCandidatura['provincia'],
    morada: '',
    motivacao: '',
    aceitaEstatutos: false as unknown as true,
    consentimento: false as unknown as true,
    website: '',
  };
}

/** What is sent: a representative only belongs to an organisation's application. */
export function prepararCandidatura(valores: PedidoCandidatura): PedidoCandidatura {
  return valores.tipo === 'colectivo' ? valores : { ...valores, representante: '' };
}
