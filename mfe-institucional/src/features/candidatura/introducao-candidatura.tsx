import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { paginaQuery, usePagina } from '@site/shared/api';
import { PAGINAS, seccoesActivas } from '@site/shared/contract';
import { HtmlSeguro, PainelErro } from '@site/shared/ui';

import { IntroducaoCandidaturaEsqueleto } from './introducao-candidatura-esqueleto';

function Moldura({ children, erro = false }: { children: ReactNode; erro?: boolean }) {
  return (
    <aside
      className={`introducao-candidatura card border-0${erro ? ' introducao-erro' : ''}`}
      aria-labelledby="introducao-candidatura-titulo"
    >
      <div className="card-body">
        <h2 id="introducao-candidatura-titulo" className="h5">
          Antes de começar
        </h2>
        {children}
      </div>
    </aside>
  );
}

/**
 * The CMS text of the application page (a child of the associates page), when there is one.
 * It never blocks the form: while it loads, or when it fails (with a retry), it keeps its place.
 */
export function IntroducaoCandidatura() {
  const associados = usePagina(PAGINAS.associados);
  const idFilho = associados.data?.paginasFilhos.find((filho) => filho.activo)?.idPagina;
  const pagina = useQuery({ ...paginaQuery(idFilho ?? 0), enabled: idFilho !== undefined });

  const falhada = associados.isError
    ? associados
    : idFilho !== undefined && pagina.isError
      ? pagina
      : null;
  if (falhada) {
    return (
      <Moldura erro>
        <PainelErro
          titulo="Não foi possível carregar estas indicações"
          mensagem={`${falhada.error.message} Entretanto, pode preencher o formulário.`}
          aoTentarNovamente={() => void falhada.refetch()}
        />
      </Moldura>
    );
  }
  if (associados.isPending || (idFilho !== undefined && pagina.isPending)) {
    return (
      <Moldura>
        <IntroducaoCandidaturaEsqueleto />
      </Moldura>
    );
  }

  const seccoes = seccoesActivas(pagina.data?.seccoes ?? []);
  if (seccoes.length === 0) return null;
  return (
    <Moldura>
      {seccoes.map((seccao) => (
        <HtmlSeguro key={seccao.idSeccao} className="html-cms small" html={seccao.textoSeccao} />
      ))}
    </Moldura>
  );
}
