import { usePagina } from '@site/shared/api';

import { seccoesActivas } from '../contract';

import { HtmlSeguro } from './html-seguro';

/** The CMS intro of a section page (its active sections' text); silent while loading or on failure. */
export function IntroducaoPagina(props: { idPagina: number; className?: string }) {
  const pagina = usePagina(props.idPagina);
  const seccoes = pagina.data ? seccoesActivas(pagina.data.seccoes) : [];
  if (seccoes.length === 0) return null;
  return (
    <div className={props.className ?? 'introducao-pagina'}>
      {seccoes.map((seccao) => (
        <HtmlSeguro key={seccao.idSeccao} className="html-cms" html={seccao.textoSeccao} />
      ))}
    </div>
  );
}
