import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';

import { criarQueryClient } from '../api';
import { configuracaoSiteSchema, type ConfiguracaoSite } from '../contract';

import { ProvedoresSite } from './provedores';

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
export async function iniciarAutonomo(opcoes: {
  equipa: string;
  ligacoes: { texto: string; para: string }[];
  rotas: ReactNode;
}): Promise<void> {
  const elemento = document.getElementById('raiz');
  if (!elemento) throw new Error('O elemento #raiz não existe.');
  const resposta = await fetch('/config/site.json', { cache: 'no-cache' });
  const configuracao = configuracaoSiteSchema.parse(await resposta.json());
  createRoot(elemento).render(
    <PaginaAutonoma configuracao={configuracao} equipa={opcoes.equipa} ligacoes={opcoes.ligacoes}>
      {opcoes.rotas}
    </PaginaAutonoma>,
  );
}
