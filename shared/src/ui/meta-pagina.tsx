import { useConfiguracaoSite } from './configuracao';

/** Sets the page's Portuguese title, meta description and Open Graph tags (React 19 hoists them). */
export function MetaPagina(props: { titulo: string; descricao: string; imagem?: string }) {
  const { associacao } = useConfiguracaoSite();
  const titulo = props.titulo ? `${props.titulo} | ${associacao.sigla}` : associacao.nome;
  return (
    <>
      <title>{titulo}</title>
      <meta name="description" content={props.descricao} />
      <meta property="og:title" content={titulo} />
      <meta property="og:description" content={props.descricao} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_AO" />
      <meta property="og:site_name" content={associacao.nome} />
      {props.imagem ? <meta property="og:image" content={props.imagem} /> : null}
    </>
  );
}
