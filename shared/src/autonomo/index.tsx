// Only a remote's own standalone page imports this entry: it is not one of the federation's shared
// modules, so it reaches the shared layers by their package names, which a remote served by
// `rspack serve` resolves to the one shared instance (the same providers and contexts).
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';

import { criarQueryClient } from '@site/shared/api';
import { montarConfiguracaoSite, type ConfiguracaoSite } from '@site/shared/contract';
import { esquemaConfiguracaoSite } from '@site/shared/contract/esquemas';
import { ProvedoresSite } from '@site/shared/ui';

function PaginaAutonoma(props: {
  configuracao: ConfiguracaoSite;
  equipa: string;
  ligacoes: { texto: string; para: string }[];
  children: ReactNode;
}) {
  const [queryClient] = useState(criarQueryClient);
  return (
    <ProvedoresSite configuracao={props.configuracao} queryClient={queryClient}>
      <BrowserRouter>
        <header className="bg-dark text-white py-2">
          <nav
            className="container d-flex flex-wrap gap-3 align-items-center"
            aria-label="Modo autónomo"
          >
            <strong>{props.equipa} · modo autónomo</strong>
            {props.ligacoes.map((ligacao) => (
              <Link key={ligacao.para} className="link-light" to={ligacao.para}>
                {ligacao.texto}
              </Link>
            ))}
          </nav>
        </header>
        <main id="conteudo" className="conteudo-principal">
          {props.children}
        </main>
      </BrowserRouter>
    </ProvedoresSite>
  );
}

/** Runs a remote on its own, for its team: same providers as the shell, a thin page wrapper. */
export function iniciarAutonomo(opcoes: {
  equipa: string;
  ligacoes: { texto: string; para: string }[];
  rotas: ReactNode;
}): void {
  const elemento = document.getElementById('raiz');
  if (!elemento) throw new Error('O elemento #raiz não existe.');
  // The contract's defaults, as `npm start` and the shell image write them when nothing is set.
  const configuracao = esquemaConfiguracaoSite.parse(
    montarConfiguracaoSite((variavel) => variavel.omissao),
  );
  createRoot(elemento).render(
    <PaginaAutonoma configuracao={configuracao} equipa={opcoes.equipa} ligacoes={opcoes.ligacoes}>
      {opcoes.rotas}
    </PaginaAutonoma>,
  );
}
