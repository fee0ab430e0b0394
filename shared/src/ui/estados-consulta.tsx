import { QueryClientContext, type UseQueryResult } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

import { eNaoEncontrado } from '@site/shared/api';

/** The one loading state of the site. */
export function ACarregar({ texto = 'A carregar…' }: { texto?: string }) {
  return (
    <div
      className="estado-carregar d-flex align-items-center gap-2 py-5 justify-content-center"
      role="status"
    >
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{texto}</span>
    </div>
  );
}

/** The one empty state of the site. */
export function Vazio({ texto, children }: { texto: string; children?: ReactNode }) {
  return (
    <div className="estado-vazio text-center text-body-secondary py-5">
      <p className="mb-2">{texto}</p>
      {children}
    </div>
  );
}

/** The retry of a failed query: a new request, and "A tentar…" while it is under way. */
export function novaTentativa(consulta: Pick<UseQueryResult, 'refetch' | 'isFetching'>) {
  return { aoTentarNovamente: () => void consulta.refetch(), aTentar: consulta.isFetching };
}

/**
 * The one error panel of the site, with a retry. While the retry is under way (`aTentar`) the
 * button says so and ignores taps: on a slow network a second tap would cancel the first request
 * and start again. It stays focusable (aria-disabled), so a keyboard user keeps their place.
 */
export function PainelErro(props: {
  titulo?: string;
  mensagem: string;
  aoTentarNovamente?: () => void;
  aTentar?: boolean;
}) {
  const {
    titulo = 'Não foi possível carregar este conteúdo',
    mensagem,
    aoTentarNovamente,
    aTentar = false,
  } = props;
  // Optional: an error boundary can show this panel where no query cache is.
  const cliente = useContext(QueryClientContext);
  const tentarNovamente = aoTentarNovamente
    ? () => {
        aoTentarNovamente();
        // "Try again" is for the page: whatever else on it failed is asked again too, so that a
        // part this panel hid (the team of the association's page) does not show its own error
        // next. What is already being asked again is not restarted; a "not found" is an answer.
        void cliente?.refetchQueries(
          {
            type: 'active',
            predicate: ({ state }) => state.status === 'error' && !eNaoEncontrado(state.error),
          },
          { cancelRefetch: false },
        );
      }
    : undefined;
  return (
    <div className="alert alert-warning my-4" role="alert">
      <h2 className="h5 alert-heading">{titulo}</h2>
      <p className="mb-2">{mensagem}</p>
      {tentarNovamente ? (
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          aria-disabled={aTentar || undefined}
          onClick={aTentar ? undefined : tentarNovamente}
        >
          {aTentar ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />A tentar…
            </>
          ) : (
            'Tentar novamente'
          )}
        </button>
      ) : null}
    </div>
  );
}

function mensagemDe(erro: unknown): string {
  return erro instanceof Error && erro.message
    ? erro.message
    : 'Ocorreu um erro inesperado. Tente novamente.';
}

/** Renders a query's loading, error and empty states the same way everywhere, then its data. */
export function EstadoConsulta<T>(props: {
  consulta: UseQueryResult<T>;
  vazio?: (dados: T) => boolean;
  textoVazio?: string;
  textoCarregar?: string;
  children: (dados: T) => ReactNode;
}) {
  const {
    consulta,
    vazio,
    textoVazio = 'Ainda não há conteúdos para mostrar.',
    textoCarregar,
  } = props;
  if (consulta.isPending) return <ACarregar texto={textoCarregar} />;
  if (consulta.isError) {
    return <PainelErro mensagem={mensagemDe(consulta.error)} {...novaTentativa(consulta)} />;
  }
  if (vazio?.(consulta.data)) return <Vazio texto={textoVazio} />;
  return <>{props.children(consulta.data)}</>;
}
