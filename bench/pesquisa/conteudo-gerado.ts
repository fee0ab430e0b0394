// 5,000 generated items for the search benchmark (issue I3), as the CMS and the events backend answer them:
// Portuguese words, accents and all, from a fixed pseudo-random sequence (the same every run).
import { caminhoEndpoint, ENDPOINTS, GRUPOS, type NomeEndpoint } from '@site/shared/contract';

const PALAVRAS = (
  'qualidade normalização formação formações auditoria auditorias certificação gestão ambiental ' +
  'segurança saúde trabalho metrologia calibração ensaio laboratório acreditação conformidade ' +
  'requisitos sistema sistemas organização organizações empresa empresas indústria serviços ' +
  'público privado província Luanda Benguela Huambo Lobito Cabinda Namibe Malanje Uíge ' +
  'conferência seminário workshop curso cursos encontro jornada reunião assembleia associados ' +
  'quota quotas inscrição inscrições candidatura documento documentos relatório relatórios guia ' +
  'manual boletim norma normas ISO 9001 14001 45001 17025 22000 27001 risco riscos melhoria ' +
  'contínua processo processos indicadores desempenho liderança política objectivos planeamento ' +
  'controlo operacional avaliação revisão cliente clientes fornecedores produto produtos energia ' +
  'água alimentos construção petróleo diamantes agricultura pesca saúde educação universidade ' +
  'técnico técnicos profissional profissionais parceria parcerias instituto ministério nacional ' +
  'internacional angolana angolano africana regional anual semestral trimestral mensal'
).split(/\s+/);

/** A fixed pseudo-random sequence (mulberry32). */
function sequencia(semente: number) {
  let estado = semente;
  return () => {
    estado = (estado + 0x6d2b79f5) | 0;
    let t = Math.imul(estado ^ (estado >>> 15), 1 | estado);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const aleatorio = sequencia(30);
const palavra = () => PALAVRAS[Math.floor(aleatorio() * PALAVRAS.length)] ?? 'qualidade';
const frase = (quantas: number) => Array.from({ length: quantas }, palavra).join(' ');
const titulo = () => {
  const texto = frase(3 + Math.floor(aleatorio() * 5));
  return texto.charAt(0).toUpperCase() + texto.slice(1);
};
const html = () =>
  `<p>${frase(40)}</p><ul><li>${frase(12)}</li><li>${frase(12)}</li></ul><p>${frase(30)}</p>`;

const chave = <N extends NomeEndpoint>(
  nome: N,
  ...valores: Parameters<typeof caminhoEndpoint<N>>[1][]
) => `${ENDPOINTS[nome].api} ${caminhoEndpoint(nome, ...(valores as [never]))}`;

/** Items of each list: none above the 1,000 a list is read to (LIMITE_ITENS); 5,000 in all. */
const QUANTOS = {
  paginas: 120, // each with 4 sections: 600 documents, pages and sections
  eventos: 1000,
  tiposEventos: 20,
  normas: 1000,
  biblioteca: 1000,
  faqs: 700,
  galeria: 340,
  parceiros: 340,
} as const;

/** The answers of every endpoint the search reads, keyed `base path`: 5,000 items in all. */
export function conteudoGerado(): Map<string, unknown> {
  const conteudo = new Map<string, unknown>();
  const paginas = Array.from({ length: QUANTOS.paginas }, (_, i) => ({
    idPagina: 100 + i,
    textoPagina: titulo(),
    activo: true,
    menu: true,
  }));
  conteudo.set(chave('paginas'), paginas);
  for (const pagina of paginas) {
    conteudo.set(chave('pagina', { idPagina: pagina.idPagina, comSeccoes: true }), {
      ...pagina,
      descricao: frase(20),
      seccoes: Array.from({ length: 4 }, (_, j) => ({
        idSeccao: pagina.idPagina * 10 + j,
        nome: titulo(),
        activo: true,
        menu: true,
        textoSeccao: html(),
      })),
    });
  }
  const dia = (i: number) => new Date(Date.UTC(2026, 0, 1 + (i % 700))).toISOString();
  conteudo.set(
    chave('eventosClassificacao'),
    Array.from({ length: QUANTOS.eventos }, (_, i) => ({
      idEvento: i + 1,
      titulo: titulo(),
      estado: 'Activo',
      dataInicio: dia(i),
      resumo: frase(20),
      descricao: html(),
      local: palavra(),
      tipoEvento: palavra(),
    })),
  );
  conteudo.set(
    chave('tiposEventos'),
    Array.from({ length: QUANTOS.tiposEventos }, (_, i) => ({
      idTipoEvento: i + 1,
      tipoEvento: titulo(),
    })),
  );
  const registos = (quantos: number, inicio: number) =>
    Array.from({ length: quantos }, (_, i) => ({
      idRegisto: inicio + i,
      nome: titulo(),
      codigo: `NA ISO ${1000 + i}`,
      idGrupoTipo: 1 + (i % 4),
      resumo: frase(25),
      texto: html(),
    }));
  const porGrupo = [
    [GRUPOS.normas, QUANTOS.normas],
    [GRUPOS.biblioteca, QUANTOS.biblioteca],
    [GRUPOS.faqs, QUANTOS.faqs],
    [GRUPOS.galeria, QUANTOS.galeria],
  ] as const;
  for (const [idGrupo, quantos] of porGrupo) {
    conteudo.set(
      chave('registosDoGrupo', { idGrupo, comSeccoes: true }),
      registos(quantos, idGrupo * 10_000),
    );
    conteudo.set(
      chave('gruposTipos', { idGrupo }),
      Array.from({ length: 4 }, (_, i) => ({ idGrupoTipo: i + 1, idGrupo, nome: titulo() })),
    );
  }
  conteudo.set(
    chave('iconesConteudo', { idGrupo: GRUPOS.parceiros }),
    registos(QUANTOS.parceiros, 900_000),
  );
  return conteudo;
}

/** What visitors type: whole words, beginnings, one typo, no accents, two or three words. */
export const CONSULTAS = [
  'normalização', 'normalizacao', 'formação', 'formacoes', 'auditoria', 'auditorias', 'certificacao',
  'gestão ambiental', 'seguranca no trabalho', 'iso 9001', '14001', 'metrologia', 'calibracao',
  'laboratorio acreditado', 'conferencia nacional', 'seminario luanda', 'curso de auditoria interna',
  'quotas dos associados', 'inscricao', 'relatorio anual', 'guia', 'qual', 'norm', 'form', 'audi',
  'cert', 'gest', 'qualidde', 'normalizacão', 'auditoira', 'certificaçao', 'segurnaça', 'benguela',
  'huambo', 'lobito', 'petróleo e energia', 'agricultura pesca', 'universidade', 'parceria',
  'melhoria continua', 'indicadores de desempenho', 'liderança política', 'revisão pela gestão',
  'xyzzy', 'a', 'de', 'para a qualidade', 'requisitos do sistema de gestão da qualidade',
]; // prettier-ignore
