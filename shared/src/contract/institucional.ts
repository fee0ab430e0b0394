// The institutional entities' shapes are read by their schemas (esquemas/institucional.ts).
export type {
  CodRedeSocial,
  Contacto,
  ContactosAgrupados,
  Local,
  MembroEquipa,
  OrgaoSocial,
  RedeSocial,
} from './esquemas/institucional';
