import type { Evento, TipoEvento } from '@site/shared/contract';
import { slugify } from '@site/shared/contract';

import { TAMANHO_CAMARA } from '../midia/fotografia';
import { LUGARES } from '../midia/lugares';
import type { EstiloCena } from '../midia/svg';

import { dataLuanda, type ContextoSeed } from './contexto';

export const TIPOS_EVENTOS: readonly TipoEvento[] = [
  { idTipoEvento: 1, tipoEvento: 'Conferência' },
  { idTipoEvento: 2, tipoEvento: 'Formação' },
  { idTipoEvento: 3, tipoEvento: 'Workshop' },
  { idTipoEvento: 4, tipoEvento: 'Seminário' },
  { idTipoEvento: 5, tipoEvento: 'Assembleia Geral' },
  { idTipoEvento: 6, tipoEvento: 'Webinar' },
];

/** Classification 1 holds the public events; 2 the members-only ones. */
export const CLASSIFICACOES = [1, 2] as const;

/** Each venue: its name, its address, and where its photographs are taken. */
const LOCAIS = {
  talatona: [
    'Centro de Convenções de Talatona, Luanda',
    'Via S8, Talatona, Luanda',
    LUGARES.talatona,
  ],
  sede: [
    'Sede da associação, Luanda',
    'Rua Rainha Ginga, n.º 45, 3.º andar, Ingombota, Luanda',
    LUGARES.ingombota,
  ],
  benguela: [
    'Hotel Praia Morena, Benguela',
    'Avenida Marginal, Praia Morena, Benguela',
    LUGARES.benguela,
  ],
  huambo: [
    'Instituto Politécnico do Huambo',
    'Rua Dr. António Agostinho Neto, Huambo',
    LUGARES.huambo,
  ],
  // The photographs of an online event are taken at the head office, where it is broadcast from.
  online: ['Online (Zoom)', 'Ligação enviada aos inscritos por e-mail', LUGARES.ingombota],
} as const;

const ESTILO_POR_TIPO: Record<number, EstiloCena> = {
  1: 'auditorio',
  2: 'documento',
  3: 'mosaico',
  4: 'auditorio',
  5: 'cidade',
  6: 'mosaico',
};

interface Semente {
  id: number;
  titulo: string;
  tipo: number;
  dias: number;
  hora: [number, number];
  duracaoDias: number;
  horaFim: [number, number];
  estado: string;
  local: keyof typeof LOCAIS;
  vagas: number | null;
  preco: string;
  inscricoes: boolean;
  classificacao?: number;
  resumo: string;
}

const SEMENTES: readonly Semente[] = [
  {
    id: 1,
    titulo: 'Conferência Nacional da Qualidade',
    tipo: 1,
    dias: -300,
    hora: [9, 0],
    duracaoDias: 1,
    horaFim: [17, 30],
    estado: 'Activo',
    local: 'talatona',
    vagas: 0,
    preco: '35 000 Kz (associados: 20 000 Kz)',
    inscricoes: false,
    resumo: 'Dois dias de debate sobre qualidade, competitividade e diversificação da economia.',
  },
  {
    id: 2,
    titulo: 'Introdução à NA ISO 9001:2015',
    tipo: 2,
    dias: -210,
    hora: [8, 30],
    duracaoDias: 1,
    horaFim: [16, 30],
    estado: 'ACTIVO',
    local: 'sede',
    vagas: 0,
    preco: '45 000 Kz (associados: 27 000 Kz)',
    inscricoes: false,
    resumo: 'Curso de 16 horas sobre os requisitos de um sistema de gestão da qualidade.',
  },
  {
    id: 3,
    titulo: 'Workshop de Ferramentas da Qualidade',
    tipo: 3,
    dias: -150,
    hora: [9, 0],
    duracaoDias: 0,
    horaFim: [13, 0],
    estado: 'activo',
    local: 'benguela',
    vagas: 0,
    preco: '15 000 Kz',
    inscricoes: false,
    resumo: 'Diagrama de Ishikawa, Pareto e 5 porquês aplicados a casos reais.',
  },
  {
    id: 4,
    titulo: 'Seminário sobre Segurança Alimentar',
    tipo: 4,
    dias: -95,
    hora: [9, 30],
    duracaoDias: 0,
    horaFim: [16, 0],
    estado: 'Activo',
    local: 'huambo',
    vagas: 0,
    preco: 'Gratuito',
    inscricoes: false,
    resumo: 'A NA ISO 22000 e as boas práticas na cadeia alimentar do Planalto Central.',
  },
  {
    id: 5,
    titulo: 'Assembleia Geral Ordinária',
    tipo: 5,
    dias: -60,
    hora: [15, 0],
    duracaoDias: 0,
    horaFim: [18, 0],
    estado: 'Activo',
    local: 'sede',
    vagas: null,
    preco: 'Reservado a associados',
    inscricoes: false,
    resumo: 'Aprovação do relatório e contas do exercício anterior.',
  },
  {
    id: 6,
    titulo: 'Webinar: Gestão do Risco com a NA ISO 31000',
    tipo: 6,
    dias: -35,
    hora: [18, 0],
    duracaoDias: 0,
    horaFim: [19, 30],
    estado: 'activo',
    local: 'online',
    vagas: null,
    preco: 'Gratuito',
    inscricoes: false,
    resumo: 'Como identificar, avaliar e tratar riscos numa organização de qualquer dimensão.',
  },
  {
    id: 7,
    titulo: 'Formação de Auditores Internos',
    tipo: 2,
    dias: -18,
    hora: [8, 30],
    duracaoDias: 2,
    horaFim: [16, 30],
    estado: 'Activo',
    local: 'benguela',
    vagas: 0,
    preco: '60 000 Kz (associados: 36 000 Kz)',
    inscricoes: false,
    resumo:
      'Três dias para planear, conduzir e relatar auditorias internas segundo a NA ISO 19011.',
  },
  {
    id: 8,
    titulo: 'Seminário de Metrologia Industrial',
    tipo: 4,
    dias: -8,
    hora: [9, 0],
    duracaoDias: 0,
    horaFim: [13, 0],
    estado: 'Inactivo',
    local: 'talatona',
    vagas: 0,
    preco: 'Gratuito',
    inscricoes: false,
    resumo: 'Calibração, rastreabilidade e incerteza de medição.',
  },
  {
    id: 9,
    titulo: 'Workshop de Gestão Ambiental',
    tipo: 3,
    dias: 4,
    hora: [9, 0],
    duracaoDias: 0,
    horaFim: [13, 0],
    estado: 'Activo',
    local: 'sede',
    vagas: 8,
    preco: '15 000 Kz (associados: gratuito)',
    inscricoes: true,
    resumo: 'Os requisitos da NA ISO 14001 explicados com exemplos de empresas angolanas.',
  },
  {
    id: 10,
    titulo: 'Formação em Segurança e Saúde no Trabalho',
    tipo: 2,
    dias: 12,
    hora: [8, 30],
    duracaoDias: 1,
    horaFim: [16, 30],
    estado: 'ACTIVO',
    local: 'huambo',
    vagas: 30,
    preco: '40 000 Kz (associados: 24 000 Kz)',
    inscricoes: true,
    resumo: 'Implementar um sistema de gestão de SST segundo a NA ISO 45001.',
  },
  {
    id: 11,
    titulo: 'Conferência Nacional da Qualidade',
    tipo: 1,
    dias: 26,
    hora: [9, 0],
    duracaoDias: 1,
    horaFim: [17, 30],
    estado: 'Activo',
    local: 'talatona',
    vagas: 400,
    preco: '35 000 Kz (associados: 20 000 Kz; estudantes: 5 000 Kz)',
    inscricoes: true,
    resumo: 'A edição deste ano: qualidade, inovação e competitividade das empresas angolanas.',
  },
  {
    id: 12,
    titulo: 'Seminário: Normalização e Comércio na SADC',
    tipo: 4,
    dias: 40,
    hora: [9, 30],
    duracaoDias: 0,
    horaFim: [13, 0],
    estado: 'activo',
    local: 'benguela',
    vagas: 80,
    preco: 'Gratuito',
    inscricoes: true,
    resumo: 'Barreiras técnicas ao comércio e o papel das normas harmonizadas na região.',
  },
  {
    id: 13,
    titulo: 'Webinar: Satisfação do Cliente e Reclamações',
    tipo: 6,
    dias: 55,
    hora: [18, 0],
    duracaoDias: 0,
    horaFim: [19, 30],
    estado: 'Activo',
    local: 'online',
    vagas: null,
    preco: 'Gratuito',
    inscricoes: true,
    resumo: 'Tratamento de reclamações segundo a NA ISO 10002.',
  },
  {
    id: 14,
    titulo: 'Workshop de Laboratórios Acreditados',
    tipo: 3,
    dias: 70,
    hora: [9, 0],
    duracaoDias: 0,
    horaFim: [12, 30],
    estado: 'Cancelado',
    local: 'sede',
    vagas: 20,
    preco: '20 000 Kz',
    inscricoes: false,
    resumo: 'Requisitos da NA ISO/IEC 17025 para laboratórios de ensaio e calibração.',
  },
  {
    id: 15,
    titulo: 'Curso de Gestão da Energia',
    tipo: 2,
    dias: 95,
    hora: [8, 30],
    duracaoDias: 1,
    horaFim: [16, 30],
    estado: 'Activo',
    local: 'sede',
    vagas: 20,
    preco: '45 000 Kz (associados: 27 000 Kz)',
    inscricoes: false,
    resumo: 'Inscrições abrem em breve. Sistemas de gestão da energia segundo a NA ISO 50001.',
  },
  {
    id: 16,
    titulo: 'Assembleia Geral Eleitoral',
    tipo: 5,
    dias: 150,
    hora: [15, 0],
    duracaoDias: 0,
    horaFim: [19, 0],
    estado: 'Activo',
    local: 'sede',
    vagas: null,
    preco: 'Reservado a associados',
    inscricoes: false,
    classificacao: 2,
    resumo: 'Eleição dos órgãos sociais para o próximo mandato.',
  },
  {
    id: 17,
    titulo: 'Encontro de Auditores de Benguela',
    tipo: 3,
    dias: 120,
    hora: [14, 0],
    duracaoDias: 0,
    horaFim: [17, 0],
    estado: 'inactivo',
    local: 'benguela',
    vagas: 30,
    preco: 'Gratuito',
    inscricoes: true,
    resumo: 'Em preparação.',
  },
];

function descricao(s: Semente, tipo: string, sigla: string): string {
  return `
<p>${s.resumo}</p>
<h3>A quem se destina</h3>
<ul>
  <li>Responsáveis e técnicos da qualidade, ambiente e segurança.</li>
  <li>Gestores de pequenas, médias e grandes empresas.</li>
  <li>Estudantes e docentes das áreas de engenharia e gestão.</li>
</ul>
<h3>Programa</h3>
<ol>
  <li>Recepção dos participantes e abertura.</li>
  <li>Sessões técnicas (${tipo.toLowerCase()}).</li>
  <li>Debate e encerramento.</li>
</ol>
<p>Organização: ${sigla}. Os associados beneficiam de condições especiais.</p>`;
}

/** The events, with dates relative to `agora` (past and upcoming) and mixed-case `estado`. */
export function criarEventos(ctx: ContextoSeed): Evento[] {
  return SEMENTES.map((s) => {
    const tipo = TIPOS_EVENTOS.find((t) => t.idTipoEvento === s.tipo);
    if (!tipo) throw new Error(`Seed: unknown event type ${s.tipo}`);
    const [local, morada, lugar] = LOCAIS[s.local];
    const { largura, altura } = TAMANHO_CAMARA;
    // A photograph as a CMS keeps it, straight from the camera; the page shows the title as text.
    const imagemUrl = ctx.catalogo.adicionarFotografia(
      `evento-${s.id}-${slugify(s.titulo)}-${largura}x${altura}`,
      {
        chave: `evento-${s.id}`,
        largura,
        altura,
        estilo: ESTILO_POR_TIPO[s.tipo] ?? 'paisagem',
        lugar,
      },
    );
    return {
      idEvento: s.id,
      titulo: s.titulo,
      resumo: s.resumo,
      descricao: descricao(s, tipo.tipoEvento, ctx.associacao.sigla),
      estado: s.estado,
      dataInicio: dataLuanda(ctx.agora, s.dias, ...s.hora),
      dataFim: dataLuanda(ctx.agora, s.dias + s.duracaoDias, ...s.horaFim),
      local,
      morada,
      idTipoEvento: tipo.idTipoEvento,
      tipoEvento: tipo.tipoEvento,
      idClassificacao: s.classificacao ?? 1,
      imagemUrl,
      imagemLargura: largura,
      imagemAltura: altura,
      inscricoesAbertas: s.inscricoes,
      vagas: s.vagas,
      preco: s.preco,
    };
  });
}
