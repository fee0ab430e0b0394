import { GRUPOS } from '@site/shared/contract';

import type { ContextoSeed, RegistoSemente } from '../contexto';

import { registo } from './comum';

/** Group 12: the home page's quick links, shown as icon tiles (icon names from Bootstrap Icons). */
export function criarDestaques({ associacao: a }: ContextoSeed): RegistoSemente[] {
  const tiles: ReadonlyArray<[string, string, string, string]> = [
    [
      'Próximos eventos',
      'calendar-event',
      '/eventos/agendados',
      'Conferências, formações e workshops.',
    ],
    [
      'Seja associado',
      'person-plus',
      '/associados/inscricao',
      `Junte-se à ${a.sigla} em poucos minutos.`,
    ],
    ['Normas', 'patch-check', '/normalizacao', 'Resumos das normas mais usadas.'],
    ['Biblioteca', 'book', '/biblioteca', 'Guias, relatórios e legislação.'],
    ['Galeria', 'images', '/galeria', 'As nossas actividades em imagens.'],
    ['Perguntas frequentes', 'question-circle', '/faqs', 'Respostas rápidas às dúvidas comuns.'],
  ];
  return tiles.map(([nome, icone, url, resumo], indice) =>
    registo({ idRegisto: 1201 + indice, idGrupo: GRUPOS.destaques, nome, icone, url, resumo }),
  );
}
