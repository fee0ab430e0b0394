import { GRUPOS } from '@site/shared/contract';

import type { BlocoPdf } from '../../midia/pdf';
import { criarArquivoPdf, diaLuanda, type ContextoSeed, type RegistoSemente } from '../contexto';

import { registo } from './comum';

interface Documento {
  ficheiro: string;
  titulo: string;
  tipo: number;
  diasAtras: number;
  resumo: string;
  /** How many body paragraphs: this is what makes the files differ in size. */
  paragrafos: number;
}

const DOCUMENTOS: readonly Documento[] = [
  {
    ficheiro: 'Guia de Boas Práticas de Normalização.pdf',
    titulo: 'Guia de Boas Práticas de Normalização',
    tipo: 81,
    diasAtras: 400,
    resumo: 'Como participar na elaboração de normas e aplicá-las no dia-a-dia da organização.',
    paragrafos: 60,
  },
  {
    ficheiro: 'Manual do Auditor Interno.pdf',
    titulo: 'Manual do Auditor Interno',
    tipo: 81,
    diasAtras: 250,
    resumo:
      'Planeamento, condução e relato de auditorias internas, com modelos de listas de verificação.',
    paragrafos: 90,
  },
  {
    ficheiro: 'Guia Prático da Certificação para PME.pdf',
    titulo: 'Guia Prático da Certificação para PME',
    tipo: 81,
    diasAtras: 120,
    resumo:
      'Passo a passo para pequenas e médias empresas que querem certificar o seu sistema de gestão.',
    paragrafos: 35,
  },
  {
    ficheiro: 'Relatório de Actividades 2023.pdf',
    titulo: 'Relatório de Actividades 2023',
    tipo: 82,
    diasAtras: 420,
    resumo: 'Actividades, associados e contas do exercício de 2023.',
    paragrafos: 45,
  },
  {
    ficheiro: 'Relatório de Actividades 2024.pdf',
    titulo: 'Relatório de Actividades 2024',
    tipo: 82,
    diasAtras: 60,
    resumo: 'Actividades, associados e contas do exercício de 2024.',
    paragrafos: 50,
  },
  {
    ficheiro: 'Inquérito Nacional à Qualidade nas Empresas.pdf',
    titulo: 'Inquérito Nacional à Qualidade nas Empresas',
    tipo: 82,
    diasAtras: 200,
    resumo: 'Resultados de um inquérito a 240 empresas sobre a adopção de sistemas de gestão.',
    paragrafos: 25,
  },
  {
    ficheiro: 'Lei das Associações Privadas (resumo).pdf',
    titulo: 'Lei das Associações Privadas — resumo comentado',
    tipo: 83,
    diasAtras: 700,
    resumo: 'Os pontos essenciais do regime jurídico das associações privadas em Angola.',
    paragrafos: 12,
  },
  {
    ficheiro: 'Regulamento da Qualidade — Sistema Nacional.pdf',
    titulo: 'Sistema Nacional da Qualidade — enquadramento legal',
    tipo: 83,
    diasAtras: 650,
    resumo:
      'A organização do Sistema Nacional da Qualidade: normalização, metrologia e acreditação.',
    paragrafos: 18,
  },
  {
    ficheiro: 'Apresentação — Gestão do Risco.pdf',
    titulo: 'Apresentação: Gestão do Risco na prática',
    tipo: 84,
    diasAtras: 35,
    resumo: 'Diapositivos do webinar sobre a NA ISO 31000.',
    paragrafos: 8,
  },
  {
    ficheiro: 'Apresentação — Conferência Nacional.pdf',
    titulo: 'Apresentação: sessão de abertura da Conferência Nacional',
    tipo: 84,
    diasAtras: 300,
    resumo: 'A intervenção de abertura da Conferência Nacional da Qualidade.',
    paragrafos: 6,
  },
  {
    ficheiro: 'Apresentação — Segurança Alimentar no Huambo.pdf',
    titulo: 'Apresentação: Segurança Alimentar no Planalto Central',
    tipo: 84,
    diasAtras: 95,
    resumo: 'Diapositivos do seminário realizado no Huambo.',
    paragrafos: 10,
  },
  {
    ficheiro: 'Boletim Trimestral n.º 1.pdf',
    titulo: 'Boletim Trimestral n.º 1',
    tipo: 85,
    diasAtras: 80,
    resumo: 'Notícias, agenda e artigos técnicos do trimestre.',
    paragrafos: 20,
  },
  {
    ficheiro: 'Boletim Trimestral n.º 2.pdf',
    titulo: 'Boletim Trimestral n.º 2',
    tipo: 85,
    diasAtras: 10,
    resumo: 'Notícias, agenda e artigos técnicos do trimestre.',
    paragrafos: 22,
  },
];

const FRASES = [
  'A qualidade resulta de processos bem definidos, de pessoas competentes e de uma liderança comprometida com a melhoria contínua.',
  'A normalização permite que fornecedores e clientes partilhem a mesma linguagem técnica, reduzindo custos e conflitos.',
  'Cada organização deve determinar as questões internas e externas relevantes para o seu propósito e orientação estratégica.',
  'Os registos da qualidade são a prova objectiva de que as actividades planeadas foram realizadas.',
  'A auditoria interna é uma ferramenta de gestão, não um exercício de fiscalização: o seu objectivo é ajudar a melhorar.',
  'As acções correctivas devem eliminar as causas das não conformidades, para evitar que voltem a ocorrer.',
  'Em Angola, a adopção de normas internacionais como normas angolanas facilita o acesso das empresas a novos mercados.',
  'A satisfação do cliente deve ser monitorizada com métodos simples, regulares e orientados para a acção.',
];

function corpo(documento: Documento, sigla: string): BlocoPdf[] {
  const blocos: BlocoPdf[] = [
    { tipo: 'titulo', texto: documento.titulo },
    { tipo: 'paragrafo', texto: documento.resumo },
  ];
  for (let i = 0; i < documento.paragrafos; i += 1) {
    if (i % 10 === 0)
      blocos.push({ tipo: 'subtitulo', texto: `${i / 10 + 1}. Capítulo ${i / 10 + 1}` });
    const frases = [0, 1, 2].map((k) => FRASES[(i + k * 3) % FRASES.length] ?? '');
    blocos.push({ tipo: 'paragrafo', texto: frases.join(' ') });
  }
  blocos.push({
    tipo: 'paragrafo',
    texto: `Publicação da ${sigla}. Reprodução autorizada com indicação da fonte.`,
  });
  return blocos;
}

/** Group 8: the library, PDFs of different sizes with accented file names. */
export function criarBiblioteca(ctx: ContextoSeed): RegistoSemente[] {
  return DOCUMENTOS.map((documento, indice) =>
    registo({
      idRegisto: 801 + indice,
      idGrupo: GRUPOS.biblioteca,
      idGrupoTipo: documento.tipo,
      nome: documento.titulo,
      resumo: documento.resumo,
      data: diaLuanda(ctx.agora, -documento.diasAtras),
      destaque: indice % 4 === 0,
      anexos: [
        criarArquivoPdf(ctx, {
          idArquivo: 20 + indice,
          nome: documento.ficheiro,
          titulo: documento.titulo,
          blocos: corpo(documento, ctx.associacao.sigla),
        }),
      ],
    }),
  );
}
