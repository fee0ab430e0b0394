// Pages, sections and pictures: their shapes are read by their schemas (esquemas/paginas.ts).
export type {
  Anexo,
  Banner,
  Imagem,
  Pagina,
  PaginaDetalhe,
  Seccao,
  SeccaoMenu,
  Slide,
} from './esquemas/paginas';
