import { GRUPOS, type GrupoTipo } from '@site/shared/contract';

/** The categories of each group: kinds of standard, library shelves, album themes, FAQ topics, partner kinds. */
export const GRUPOS_TIPOS: readonly GrupoTipo[] = [
  {
    idGrupoTipo: 71,
    idGrupo: GRUPOS.normas,
    nome: 'Gestão da Qualidade',
    ordem: 1,
    descricao: 'Sistemas de gestão da qualidade, auditorias e satisfação do cliente.',
  },
  {
    idGrupoTipo: 72,
    idGrupo: GRUPOS.normas,
    nome: 'Ambiente e Energia',
    ordem: 2,
    descricao: 'Gestão ambiental e eficiência energética.',
  },
  {
    idGrupoTipo: 73,
    idGrupo: GRUPOS.normas,
    nome: 'Segurança e Saúde no Trabalho',
    ordem: 3,
    descricao: '',
  },
  {
    idGrupoTipo: 74,
    idGrupo: GRUPOS.normas,
    nome: 'Segurança Alimentar e Laboratórios',
    ordem: 4,
    descricao: '',
  },
  { idGrupoTipo: 81, idGrupo: GRUPOS.biblioteca, nome: 'Guias e Manuais', ordem: 1, descricao: '' },
  { idGrupoTipo: 82, idGrupo: GRUPOS.biblioteca, nome: 'Relatórios', ordem: 2, descricao: '' },
  { idGrupoTipo: 83, idGrupo: GRUPOS.biblioteca, nome: 'Legislação', ordem: 3, descricao: '' },
  { idGrupoTipo: 84, idGrupo: GRUPOS.biblioteca, nome: 'Apresentações', ordem: 4, descricao: '' },
  { idGrupoTipo: 85, idGrupo: GRUPOS.biblioteca, nome: 'Boletins', ordem: 5, descricao: '' },
  { idGrupoTipo: 91, idGrupo: GRUPOS.galeria, nome: 'Conferências', ordem: 1, descricao: '' },
  { idGrupoTipo: 92, idGrupo: GRUPOS.galeria, nome: 'Formações', ordem: 2, descricao: '' },
  { idGrupoTipo: 93, idGrupo: GRUPOS.galeria, nome: 'Vida associativa', ordem: 3, descricao: '' },
  { idGrupoTipo: 101, idGrupo: GRUPOS.faqs, nome: 'A associação', ordem: 1, descricao: '' },
  { idGrupoTipo: 102, idGrupo: GRUPOS.faqs, nome: 'Eventos e formação', ordem: 2, descricao: '' },
  { idGrupoTipo: 103, idGrupo: GRUPOS.faqs, nome: 'Normalização', ordem: 3, descricao: '' },
  {
    idGrupoTipo: 104,
    idGrupo: GRUPOS.faqs,
    nome: 'Site e dados pessoais',
    ordem: 4,
    descricao: '',
  },
  { idGrupoTipo: 111, idGrupo: GRUPOS.parceiros, nome: 'Institucionais', ordem: 1, descricao: '' },
  { idGrupoTipo: 112, idGrupo: GRUPOS.parceiros, nome: 'Empresariais', ordem: 2, descricao: '' },
  { idGrupoTipo: 113, idGrupo: GRUPOS.parceiros, nome: 'Académicos', ordem: 3, descricao: '' },
];
