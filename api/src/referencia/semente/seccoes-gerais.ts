import type { Seccao } from '@site/shared/contract';

import type { ContextoSeed } from './contexto';

type Simples = Pick<Seccao, 'idPagina' | 'idSeccao' | 'nome' | 'textoSeccao'> & Partial<Seccao>;

const seccao = (dados: Simples): Seccao => ({
  activo: true,
  menu: true,
  ordem: 1,
  resumo: '',
  imagem: null,
  slides: [],
  anexos: [],
  ...dados,
});

/** Sections of the remaining pages: news, training (and its children), services and section intros. */
export function seccoesGerais({ associacao: a }: ContextoSeed): Seccao[] {
  return [
    seccao({
      idPagina: 2,
      idSeccao: 50,
      nome: 'Nova delegação no Huambo em preparação',
      ordem: 1,
      textoSeccao: `<p>A Direcção da ${a.sigla} aprovou o estudo para a abertura de uma delegação no Huambo, para aproximar a associação dos profissionais do Planalto Central.</p>`,
    }),
    seccao({
      idPagina: 2,
      idSeccao: 51,
      nome: 'Protocolo com universidades angolanas',
      ordem: 2,
      textoSeccao:
        '<p>Foram assinados protocolos com três instituições de ensino superior para estágios e projectos de investigação em gestão da qualidade.</p>',
    }),
    seccao({
      idPagina: 2,
      idSeccao: 52,
      nome: 'Boletim do 1.º trimestre publicado',
      ordem: 3,
      textoSeccao:
        '<p>O boletim trimestral já está disponível na <a href="/biblioteca">biblioteca</a>.</p>',
    }),
    seccao({
      idPagina: 3,
      idSeccao: 53,
      nome: 'Formação',
      textoSeccao: `<p>A ${a.sigla} organiza cursos de curta duração, planos anuais de formação e formação à medida, com formadores certificados e materiais alinhados com as normas em vigor.</p>`,
    }),
    seccao({
      idPagina: 14,
      idSeccao: 54,
      nome: 'Cursos de Qualidade',
      textoSeccao: `
<ul>
  <li><strong>Introdução à NA ISO 9001:2015</strong> — 16 horas.</li>
  <li><strong>Auditor interno de sistemas de gestão da qualidade</strong> — 24 horas.</li>
  <li><strong>Ferramentas da qualidade e resolução de problemas</strong> — 12 horas.</li>
  <li><strong>Gestão do risco segundo a NA ISO 31000</strong> — 12 horas.</li>
</ul>`,
    }),
    seccao({
      idPagina: 15,
      idSeccao: 55,
      nome: 'Plano de Formação Anual',
      textoSeccao: `
<table>
  <thead><tr><th>Trimestre</th><th>Curso</th><th>Local</th></tr></thead>
  <tbody>
    <tr><td>1.º</td><td>Introdução à NA ISO 9001:2015</td><td>Luanda</td></tr>
    <tr><td>2.º</td><td>Auditor interno</td><td>Benguela</td></tr>
    <tr><td>3.º</td><td>Segurança alimentar (NA ISO 22000)</td><td>Huambo</td></tr>
    <tr><td>4.º</td><td>Gestão ambiental (NA ISO 14001)</td><td>Luanda</td></tr>
  </tbody>
</table>`,
    }),
    seccao({
      idPagina: 16,
      idSeccao: 56,
      nome: 'Formação à Medida',
      textoSeccao:
        '<p>Desenhamos acções de formação para as necessidades concretas da sua organização, nas suas instalações ou online. Peça uma proposta através da página de contactos.</p>',
    }),
    seccao({
      idPagina: 5,
      idSeccao: 57,
      nome: 'Serviços',
      textoSeccao: `<p>Os associados colectivos podem pedir à ${a.sigla} diagnósticos de maturidade da qualidade, apoio na preparação para a certificação e auditorias de segunda parte.</p>`,
    }),
    seccao({
      idPagina: 6,
      idSeccao: 58,
      nome: 'Eventos',
      textoSeccao:
        '<p>Conferências, formações, workshops e seminários em Luanda, Benguela e Huambo. Inscreva-se online.</p>',
    }),
    seccao({
      idPagina: 7,
      idSeccao: 59,
      nome: 'Normalização',
      textoSeccao:
        '<p>A normalização estabelece regras comuns que garantem a qualidade, a segurança e a compatibilidade de produtos e serviços. Consulte os resumos das normas mais usadas pelos nossos associados.</p>',
    }),
    seccao({
      idPagina: 8,
      idSeccao: 60,
      nome: 'Parcerias',
      textoSeccao: `<p>A ${a.sigla} trabalha com instituições públicas, empresas e universidades para levar a qualidade mais longe.</p>`,
    }),
    seccao({
      idPagina: 9,
      idSeccao: 61,
      nome: 'Biblioteca',
      textoSeccao:
        '<p>Guias, relatórios, legislação e apresentações em formato PDF, de acesso livre.</p>',
    }),
    seccao({
      idPagina: 10,
      idSeccao: 62,
      nome: 'Galeria',
      textoSeccao: '<p>Momentos das nossas conferências, formações e visitas técnicas.</p>',
    }),
    seccao({
      idPagina: 11,
      idSeccao: 63,
      nome: 'Perguntas frequentes',
      textoSeccao: '<p>Não encontra a resposta? Escreva-nos através da página de contactos.</p>',
    }),
    seccao({
      idPagina: 12,
      idSeccao: 64,
      nome: 'Fale connosco',
      textoSeccao:
        '<p>A secretaria atende de segunda a sexta-feira. Para pedidos de formação à medida, indique a sua organização e o número de participantes.</p>',
    }),
    seccao({
      idPagina: 18,
      idSeccao: 65,
      nome: 'Relatórios e Contas',
      activo: false,
      textoSeccao: '<p>Em preparação.</p>',
    }),
  ];
}
