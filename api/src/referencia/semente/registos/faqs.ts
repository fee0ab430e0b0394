import { GRUPOS } from '@site/shared/contract';

import type { ContextoSeed, RegistoSemente } from '../contexto';

import { registo } from './comum';

/** Group 10: questions (`nome`) and HTML answers (`texto`), each with its own slug for anchors. */
export function criarFaqs({ associacao: a }: ContextoSeed): RegistoSemente[] {
  const perguntas: ReadonlyArray<[number, string, string]> = [
    [
      101,
      `O que é a ${a.sigla}?`,
      `<p>A ${a.nome} é uma associação sem fins lucrativos que promove a qualidade, a normalização e as boas práticas em Angola.</p>`,
    ],
    [
      101,
      'Quem pode ser associado?',
      '<p>Profissionais da área da qualidade, estudantes do ensino superior ou técnico-profissional, e organizações públicas ou privadas. Veja as <a href="/associados">categorias e quotas</a>.</p>',
    ],
    [
      101,
      'Quanto custa ser associado?',
      '<p>A quota anual é de <strong>30 000 Kz</strong> para associados efectivos, <strong>7 500 Kz</strong> para estudantes e <strong>250 000 Kz</strong> para associados colectivos.</p>',
    ],
    [
      101,
      'Como pago as quotas?',
      '<p>Por transferência bancária ou Multicaixa. Indique sempre o seu número de associado no descritivo.</p>',
    ],
    [
      102,
      'Como me inscrevo num evento?',
      '<p>Abra a página do evento e use o botão <em>Inscrever-me</em>. Receberá a confirmação por e-mail.</p>',
    ],
    [
      102,
      'Posso cancelar a minha inscrição?',
      '<p>Sim, até cinco dias úteis antes do evento, por e-mail para a secretaria. Depois dessa data, o valor pago não é devolvido, mas pode indicar outra pessoa.</p>',
    ],
    [
      102,
      'Os cursos dão certificado?',
      '<p>Sim. Os participantes com pelo menos 80% de presença recebem um certificado de participação.</p>',
    ],
    [
      103,
      'O que é uma norma?',
      '<p>Um documento aprovado por um organismo reconhecido, que estabelece regras, linhas de orientação ou características para actividades ou resultados, para uso comum e repetido.</p>',
    ],
    [
      103,
      'Onde compro o texto oficial de uma norma?',
      '<p>Junto do organismo nacional de normalização ou da ISO. A associação publica apenas fichas de resumo, disponíveis na página <a href="/normalizacao">Normalização</a>.</p>',
    ],
    [
      103,
      'A certificação é obrigatória?',
      '<p>Em regra, não: é uma decisão voluntária da organização. Alguns sectores regulados e alguns clientes podem, no entanto, exigi-la.</p>',
    ],
    [
      104,
      'Como são tratados os meus dados pessoais?',
      '<p>Usamos os seus dados apenas para responder aos seus pedidos e gerir a sua relação com a associação, nos termos da Lei n.º 22/11 de Protecção de Dados Pessoais.</p>',
    ],
    [
      104,
      'Como anulo a subscrição da newsletter?',
      '<p>Use a ligação <em>anular subscrição</em> no fim de qualquer newsletter ou escreva-nos pela página de contactos.</p>',
    ],
  ];
  return perguntas.map(([tipo, nome, texto], indice) =>
    registo({ idRegisto: 1001 + indice, idGrupo: GRUPOS.faqs, idGrupoTipo: tipo, nome, texto }),
  );
}
