import { ENDPOINTS, urlEndpoint } from '@site/shared/contract';

import type { Tabela } from '../comum/bd';

/** The kind of value a field takes, which decides what "a wrong type" is for it. */
type TipoCampo = 'texto' | 'email' | 'telefone' | 'enum' | 'documento' | 'inteiro' | 'verdadeiro';

export interface Campo {
  nome: string;
  tipo: TipoCampo;
  obrigatorio: boolean;
  /** Single-line text (a line break is refused) or free multi-line text. */
  linhas?: 'uma' | 'varias';
  /** Shortest and largest accepted length, after NFC and trimming (texts). */
  min?: number;
  max?: number;
}

/** One of the four submission endpoints, with a valid body to start from. */
export interface PontoSubmissao {
  nome: string;
  caminho: string;
  tabela: Exclude<Tabela, 'idempotency'>;
  campos: readonly Campo[];
  /** A valid body; `marca` (lower-case letters and digits) makes its e-mail unique. */
  valido(marca: string): Record<string, unknown>;
}

type NomeSubmissao = 'newsletter' | 'mensagemContacto' | 'inscricao' | 'candidatura';

/** A submission endpoint's name (`POST cms newsletters`) and address, from the contract's table. */
function endpoint(nome: NomeSubmissao): Pick<PontoSubmissao, 'nome' | 'caminho'> {
  const { metodo, api, caminho } = ENDPOINTS[nome];
  return { nome: `${metodo} ${api} ${caminho}`, caminho: urlEndpoint(nome) };
}

const nomeCom = (marca: string) => `Ana Teste ${marca}`;
/** The e-mail a valid body carries for `marca` (stored lower-case). */
export const emailCom = (marca: string) => `teste.${marca}@exemplo.ao`;

/** Built once the backend told us which event is open for sign-ups. */
export function pontosSubmissao(idEventoAberto: number): PontoSubmissao[] {
  return [
    {
      ...endpoint('newsletter'),
      tabela: 'newsletters',
      campos: [
        { nome: 'email', tipo: 'email', obrigatorio: true },
        { nome: 'consentimento', tipo: 'verdadeiro', obrigatorio: true },
      ],
      valido: (marca) => ({ email: emailCom(marca), consentimento: true }),
    },
    {
      ...endpoint('mensagemContacto'),
      tabela: 'mensagens_contacto',
      campos: [
        { nome: 'nome', tipo: 'texto', obrigatorio: true, linhas: 'uma', min: 2, max: 120 },
        { nome: 'email', tipo: 'email', obrigatorio: true },
        { nome: 'telefone', tipo: 'telefone', obrigatorio: false },
        { nome: 'assunto', tipo: 'texto', obrigatorio: true, linhas: 'uma', min: 3, max: 150 },
        {
          nome: 'mensagem',
          tipo: 'texto',
          obrigatorio: true,
          linhas: 'varias',
          min: 10,
          max: 5000,
        },
        { nome: 'consentimento', tipo: 'verdadeiro', obrigatorio: true },
      ],
      valido: (marca) => ({
        nome: nomeCom(marca),
        email: emailCom(marca),
        telefone: '+244 923 456 789',
        assunto: 'Pedido de informação',
        mensagem: 'Gostaria de saber as datas da próxima formação.',
        consentimento: true,
      }),
    },
    {
      ...endpoint('inscricao'),
      tabela: 'inscricoes',
      campos: [
        { nome: 'idEvento', tipo: 'inteiro', obrigatorio: true },
        { nome: 'nome', tipo: 'texto', obrigatorio: true, linhas: 'uma', min: 2, max: 120 },
        { nome: 'email', tipo: 'email', obrigatorio: true },
        { nome: 'telefone', tipo: 'telefone', obrigatorio: true },
        { nome: 'organizacao', tipo: 'texto', obrigatorio: false, linhas: 'uma', max: 150 },
        { nome: 'cargo', tipo: 'texto', obrigatorio: false, linhas: 'uma', max: 100 },
        { nome: 'categoria', tipo: 'enum', obrigatorio: true },
        { nome: 'participantes', tipo: 'inteiro', obrigatorio: true },
        { nome: 'necessidades', tipo: 'texto', obrigatorio: false, linhas: 'varias', max: 1000 },
        { nome: 'consentimento', tipo: 'verdadeiro', obrigatorio: true },
      ],
      valido: (marca) => ({
        idEvento: idEventoAberto,
        nome: nomeCom(marca),
        email: emailCom(marca),
        telefone: '923 456 789',
        organizacao: 'Empresa Exemplo, Lda.',
        cargo: 'Técnica de qualidade',
        categoria: 'nao-associado',
        participantes: 1,
        necessidades: '',
        consentimento: true,
      }),
    },
    {
      ...endpoint('candidatura'),
      tabela: 'candidaturas',
      campos: [
        { nome: 'tipo', tipo: 'enum', obrigatorio: true },
        { nome: 'categoria', tipo: 'enum', obrigatorio: true },
        { nome: 'nome', tipo: 'texto', obrigatorio: true, linhas: 'uma', min: 2, max: 150 },
        { nome: 'documento', tipo: 'documento', obrigatorio: true },
        { nome: 'representante', tipo: 'texto', obrigatorio: false, linhas: 'uma', max: 120 },
        { nome: 'profissao', tipo: 'texto', obrigatorio: false, linhas: 'uma', max: 120 },
        { nome: 'email', tipo: 'email', obrigatorio: true },
        { nome: 'telefone', tipo: 'telefone', obrigatorio: true },
        { nome: 'provincia', tipo: 'enum', obrigatorio: true },
        { nome: 'morada', tipo: 'texto', obrigatorio: true, linhas: 'varias', min: 5, max: 300 },
        { nome: 'motivacao', tipo: 'texto', obrigatorio: false, linhas: 'varias', max: 2000 },
        { nome: 'aceitaEstatutos', tipo: 'verdadeiro', obrigatorio: true },
        { nome: 'consentimento', tipo: 'verdadeiro', obrigatorio: true },
      ],
      valido: (marca) => ({
        tipo: 'individual',
        categoria: 'efectivo',
        nome: nomeCom(marca),
        documento: '001234567LA041',
        representante: '',
        profissao: 'Engenheira de qualidade',
        email: emailCom(marca),
        telefone: '+244 923 456 789',
        provincia: 'Luanda',
        morada: 'Rua Major Kanhangulo, n.º 10\nLuanda',
        motivacao: 'Quero participar nas comissões técnicas.',
        aceitaEstatutos: true,
        consentimento: true,
      }),
    },
  ];
}
