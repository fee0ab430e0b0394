import { usePagina, usePaginas } from '@site/shared/api';
import { seccoesActivas } from '@site/shared/contract';
import {
  ACarregar,
  CabecalhoPagina,
  HtmlSeguro,
  MetaPagina,
  useConfiguracaoSite,
} from '@site/shared/ui';

import { AvisoPrivacidade } from './aviso-privacidade';
import { paginaPrivacidadeCms } from './regras-privacidade';

import '../../components/texto-longo.css';

/**
 * The CMS's own privacy page, its active sections sanitized; while it loads, or if it cannot be
 * read or has no active section, the site's default notice stands in (a notice is always there).
 */
function PrivacidadeCms({ idPagina }: { idPagina: number }) {
  const pagina = usePagina(idPagina);
  if (pagina.isPending) return <ACarregar texto="A carregar a política de privacidade…" />;
  const seccoes = pagina.data?.activo ? seccoesActivas(pagina.data.seccoes) : [];
  if (seccoes.length === 0) return <AvisoPrivacidade />;
  return (
    <>
      {seccoes.map((seccao) => (
        <section key={seccao.idSeccao} aria-labelledby={`privacidade-${seccao.idSeccao}`}>
          <h2 id={`privacidade-${seccao.idSeccao}`} className="h4 mt-4">
            {seccao.nome}
          </h2>
          <HtmlSeguro className="html-cms" html={seccao.textoSeccao} />
        </section>
      ))}
    </>
  );
}

/**
 * `/privacidade`: the privacy notice. A CMS page meant for it (see `paginaPrivacidadeCms`) replaces
 * the site's default text; the title, the address and the footer's link stay the site's.
 */
export function PaginaPrivacidade() {
  const { associacao } = useConfiguracaoSite();
  const paginas = usePaginas({ seFalhar: 'mostrar' });
  const daCms = paginaPrivacidadeCms(paginas.data ?? []);
  let texto = <AvisoPrivacidade />;
  if (paginas.isPending) texto = <ACarregar texto="A carregar a política de privacidade…" />;
  else if (daCms) texto = <PrivacidadeCms idPagina={daCms.idPagina} />;
  return (
    <>
      <MetaPagina
        titulo="Política de privacidade"
        descricao={`Que dados pessoais a ${associacao.sigla} recolhe no site, para quê, por quanto tempo, e como exercer os seus direitos.`}
      />
      <CabecalhoPagina
        titulo="Política de privacidade"
        subtitulo="Os seus dados pessoais: o que recolhemos, para quê e os seus direitos."
      />
      <div className="container pb-5">
        <div className="texto-longo">{texto}</div>
      </div>
    </>
  );
}
