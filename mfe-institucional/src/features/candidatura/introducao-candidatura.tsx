import { useQuery } from '@tanstack/react-query';

import { paginaQuery, usePagina } from '@site/shared/api';
import { PAGINAS, seccoesActivas } from '@site/shared/contract';
import { HtmlSeguro } from '@site/shared/ui';

/** The CMS text of the application page (a child of the associates page), when there is one. */
export function IntroducaoCandidatura() {
  const associados = usePagina(PAGINAS.associados);
  const idFilho = associados.data?.paginasFilhos.find((filho) => filho.activo)?.idPagina;
  const pagina = useQuery({ ...paginaQuery(idFilho ?? 0), enabled: idFilho !== undefined });
  const seccoes = seccoesActivas(pagina.data?.seccoes ?? []);

  // Secondary help beside the form: it never blocks the form, so it stays silent while loading or failing.
  if (seccoes.length === 0) return null;
  return (
    <aside
      className="introducao-candidatura card border-0"
      aria-labelledby="introducao-candidatura-titulo"
    >
      <div className="card-body">
        <h2 id="introducao-candidatura-titulo" className="h5">
          Antes de começar
        </h2>
        {seccoes.map((seccao) => (
          <HtmlSeguro key={seccao.idSeccao} className="html-cms small" html={seccao.textoSeccao} />
        ))}
      </div>
    </aside>
  );
}
