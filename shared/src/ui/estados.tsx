import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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

/** The one error panel of the site, with a retry. */
export function PainelErro(props: {
  titulo?: string;
  mensagem: string;
  aoTentarNovamente?: () => void;
}) {
  const { titulo = 'Não foi possível carregar este conteúdo', mensagem, aoTentarNovamente } = props;
  return (
    <div className="alert alert-warning my-4" role="alert">
      <h2 className="h5 alert-heading">{titulo}</h2>
      <p className="mb-2">{mensagem}</p>
      {aoTentarNovamente ? (
        <button type="button" className="btn btn-outline-dark btn-sm" onClick={aoTentarNovamente}>
          Tentar novamente
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
    return (
      <PainelErro
        mensagem={mensagemDe(consulta.error)}
        aoTentarNovamente={() => void consulta.refetch()}
      />
    );
  }
  if (vazio?.(consulta.data)) return <Vazio texto={textoVazio} />;
  return <>{props.children(consulta.data)}</>;
}
