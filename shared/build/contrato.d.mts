export {
  BASE_API_SITE,
  CAMINHO_AGENDA,
  CAMINHO_FEED,
  CAMINHO_MANIFESTO,
  CAMINHO_OPENSEARCH,
  CAMINHO_ROBOTS,
  CAMINHO_SITEMAP,
  PREFIXO_AGENDA,
} from '../src/contract/descoberta';
export { PREFIXO_REMOTOS } from '../src/contract/remotos';
export declare const PREFIXOS_API: string[];
export declare const NOMES_REMOTOS: string[];
export declare const CAMINHO_IMAGEM: string;
