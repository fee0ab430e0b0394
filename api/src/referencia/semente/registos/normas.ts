import { GRUPOS } from '@site/shared/contract';

import { criarArquivoPdf, diaLuanda, type ContextoSeed, type RegistoSemente } from '../contexto';

import { registo } from './comum';

interface Norma {
  codigo: string;
  titulo: string;
  tipo: number;
  diasAtras: number;
  resumo: string;
  pontos: string[];
}

const NORMAS: readonly Norma[] = [
  {
    codigo: 'NA ISO 9001:2015',
    titulo: 'Sistemas de gestão da qualidade — Requisitos',
    tipo: 71,
    diasAtras: 900,
    resumo:
      'Especifica os requisitos de um sistema de gestão da qualidade para organizações que querem demonstrar a aptidão para fornecer produtos e serviços conformes.',
    pontos: [
      'Contexto da organização e partes interessadas.',
      'Liderança e política da qualidade.',
      'Pensamento baseado no risco.',
      'Controlo operacional e avaliação do desempenho.',
      'Melhoria contínua e acções correctivas.',
    ],
  },
  {
    codigo: 'NA ISO 9000:2015',
    titulo: 'Sistemas de gestão da qualidade — Fundamentos e vocabulário',
    tipo: 71,
    diasAtras: 880,
    resumo:
      'Descreve os conceitos fundamentais e os princípios da gestão da qualidade e define os termos usados nas restantes normas da família.',
    pontos: [
      'Sete princípios da gestão da qualidade.',
      'Termos e definições.',
      'Relação entre conceitos.',
    ],
  },
  {
    codigo: 'NA ISO 19011:2018',
    titulo: 'Linhas de orientação para auditorias a sistemas de gestão',
    tipo: 71,
    diasAtras: 700,
    resumo:
      'Orienta a gestão de programas de auditoria e a condução de auditorias internas e externas a sistemas de gestão.',
    pontos: [
      'Princípios de auditoria.',
      'Gestão de um programa de auditoria.',
      'Competência dos auditores.',
    ],
  },
  {
    codigo: 'NA ISO 10002:2018',
    titulo: 'Satisfação do cliente — Linhas de orientação para o tratamento de reclamações',
    tipo: 71,
    diasAtras: 420,
    resumo:
      'Dá orientações para o processo de tratamento de reclamações nas organizações, incluindo o planeamento, a concepção, a operação e a melhoria.',
    pontos: [
      'Visibilidade e acessibilidade do processo.',
      'Resposta atempada.',
      'Análise e melhoria.',
    ],
  },
  {
    codigo: 'NA ISO 31000:2018',
    titulo: 'Gestão do risco — Linhas de orientação',
    tipo: 71,
    diasAtras: 380,
    resumo:
      'Fornece princípios, um enquadramento e um processo para gerir riscos de qualquer tipo, em qualquer organização.',
    pontos: [
      'Princípios da gestão do risco.',
      'Enquadramento.',
      'Processo: identificação, análise, avaliação e tratamento.',
    ],
  },
  {
    codigo: 'NA ISO 14001:2015',
    titulo:
      'Sistemas de gestão ambiental — Requisitos e linhas de orientação para a sua utilização',
    tipo: 72,
    diasAtras: 820,
    resumo:
      'Especifica os requisitos de um sistema de gestão ambiental que permite melhorar o desempenho ambiental e cumprir obrigações de conformidade.',
    pontos: [
      'Aspectos ambientais significativos.',
      'Obrigações de conformidade.',
      'Perspectiva de ciclo de vida.',
    ],
  },
  {
    codigo: 'NA ISO 50001:2018',
    titulo: 'Sistemas de gestão de energia — Requisitos',
    tipo: 72,
    diasAtras: 300,
    resumo:
      'Estabelece os requisitos para implementar, manter e melhorar um sistema de gestão de energia.',
    pontos: [
      'Revisão energética.',
      'Indicadores de desempenho energético.',
      'Linha de base energética.',
    ],
  },
  {
    codigo: 'NA ISO 45001:2018',
    titulo: 'Sistemas de gestão da segurança e saúde no trabalho — Requisitos',
    tipo: 73,
    diasAtras: 640,
    resumo:
      'Especifica os requisitos de um sistema de gestão da segurança e saúde no trabalho, para prevenir lesões e problemas de saúde relacionados com o trabalho.',
    pontos: [
      'Consulta e participação dos trabalhadores.',
      'Identificação de perigos.',
      'Preparação e resposta a emergências.',
    ],
  },
  {
    codigo: 'NA 112:2020',
    titulo: 'Sinalização de segurança em locais de trabalho',
    tipo: 73,
    diasAtras: 200,
    resumo:
      'Norma angolana que define as cores, formas e pictogramas dos sinais de segurança em locais de trabalho.',
    pontos: [
      'Cores de segurança.',
      'Sinais de proibição, aviso e obrigação.',
      'Sinalização de evacuação.',
    ],
  },
  {
    codigo: 'NA ISO 22000:2018',
    titulo: 'Sistemas de gestão da segurança alimentar — Requisitos',
    tipo: 74,
    diasAtras: 560,
    resumo:
      'Especifica os requisitos de um sistema de gestão da segurança alimentar para qualquer organização da cadeia alimentar.',
    pontos: [
      'Programas de pré-requisitos.',
      'Análise de perigos (HACCP).',
      'Rastreabilidade e retirada de produto.',
    ],
  },
  {
    codigo: 'NA ISO/IEC 17025:2017',
    titulo: 'Requisitos gerais de competência de laboratórios de ensaio e calibração',
    tipo: 74,
    diasAtras: 480,
    resumo:
      'Especifica os requisitos gerais de competência, imparcialidade e funcionamento coerente dos laboratórios.',
    pontos: [
      'Imparcialidade e confidencialidade.',
      'Validação de métodos.',
      'Incerteza de medição e rastreabilidade.',
    ],
  },
];

/** Group 7: standards with code, date, summary and a PDF summary sheet each. */
export function criarNormas(ctx: ContextoSeed): RegistoSemente[] {
  return NORMAS.map((norma, indice) => {
    const idArquivo = 2 + indice;
    const anexo = criarArquivoPdf(ctx, {
      idArquivo,
      nome: `Ficha ${norma.codigo.replace(/[/:]/g, '-')}.pdf`,
      titulo: `${norma.codigo} — ${norma.titulo}`,
      blocos: [
        { tipo: 'titulo', texto: norma.codigo },
        { tipo: 'subtitulo', texto: norma.titulo },
        { tipo: 'paragrafo', texto: norma.resumo },
        { tipo: 'subtitulo', texto: 'Pontos principais' },
        ...norma.pontos.map((texto) => ({ tipo: 'paragrafo' as const, texto: `• ${texto}` })),
        {
          tipo: 'paragrafo',
          texto: `Ficha informativa preparada pela ${ctx.associacao.sigla}. Não substitui o texto oficial da norma, que deve ser adquirido junto do organismo nacional de normalização.`,
        },
      ],
    });
    return registo({
      idRegisto: 701 + indice,
      idGrupo: GRUPOS.normas,
      idGrupoTipo: norma.tipo,
      nome: `${norma.codigo} — ${norma.titulo}`,
      codigo: norma.codigo,
      data: diaLuanda(ctx.agora, -norma.diasAtras),
      resumo: norma.resumo,
      texto: `<p>${norma.resumo}</p><ul>${norma.pontos.map((p) => `<li>${p}</li>`).join('')}</ul>`,
      anexos: [anexo],
      destaque: indice < 3,
    });
  });
}
