// Only a remote's own standalone page imports this entry: it is not one of the federation's shared
// modules, so it reaches the shared layers by their package names, which a remote served by
// `rspack serve` resolves to the one shared instance (the same providers and contexts).
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

import { criarQueryClient } from '@site/shared/api';
import {
  montarConfiguracaoSite,
  MODULOS_INICIO,
  SECCOES,
  segmentoDe,
  type ConfiguracaoSite,
  type ExpostosDe,
  type NomeRemoto,
} from '@site/shared/contract';
import { esquemaConfiguracaoSite } from '@site/shared/contract/esquemas';
import { ACarregar, ProvedoresSite } from '@site/shared/ui';

type Ligacao = { texto: string; para: string };
type Carregar = () => Promise<{ default: ComponentType }>;

function PaginaAutonoma(props: {
  configuracao: ConfiguracaoSite;
  equipa: string;
  ligacoes: Ligacao[];
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

/**
 * The remote's sections and home blocks, from the contract's route table: each section at the
 * address the shell mounts it on, the home blocks at `/`, and a link to every fixed page.
 */
function rotasDoRemoto(remoto: NomeRemoto, expostos: Record<string, Carregar>, slug: string) {
  const carregar = (modulo: string) => lazy(expostos[modulo.slice(remoto.length + 1)]!);
  const seccoes = SECCOES.filter((seccao) => seccao.modulo.startsWith(`${remoto}/`));
  const blocos = MODULOS_INICIO.filter((modulo) => modulo.startsWith(`${remoto}/`)).map(carregar);
  const ligacoes: Ligacao[] = [
    ...(blocos.length ? [{ texto: 'Início', para: '/' }] : []),
    ...seccoes.flatMap((seccao) =>
      seccao.paginas.map((pagina) => {
        const para = `/${segmentoDe(seccao, slug)}${pagina}`;
        return { texto: pagina ? para : seccao.nome, para };
      }),
    ),
  ];
  const rotas = (
    <Suspense fallback={<ACarregar />}>
      <Routes>
        {seccoes.map((seccao) => {
          const Seccao = carregar(seccao.modulo);
          const caminho = `/${segmentoDe(seccao, slug)}${seccao.subrotas ? '/*' : ''}`;
          return <Route key={caminho} path={caminho} element={<Seccao />} />;
        })}
        {blocos.length ? (
          <Route
            path="/"
            element={
              <div className="container py-4">
                {blocos.map((Bloco, indice) => (
                  <Bloco key={indice} />
                ))}
              </div>
            }
          />
        ) : null}
      </Routes>
    </Suspense>
  );
  return { ligacoes, rotas };
}

/**
 * Runs a remote on its own, for its team: same providers as the shell, a thin page wrapper, and
 * the remote's sections where the shell would mount them (from the contract's route table), so a
 * standalone page repeats no route. `exemplos`: addresses worth a link that depend on the CMS's
 * content (an event type, a CMS page).
 */
export function iniciarAutonomo<R extends NomeRemoto>(opcoes: {
  equipa: string;
  remoto: R;
  expostos: ExpostosDe<R>;
  exemplos?: Ligacao[];
}): void {
  const elemento = document.getElementById('raiz');
  if (!elemento) throw new Error('O elemento #raiz não existe.');
  // The contract's defaults, as `npm start` and the shell image write them when nothing is set.
  const configuracao = esquemaConfiguracaoSite.parse(
    montarConfiguracaoSite((variavel) => variavel.omissao),
  );
  const { ligacoes, rotas } = rotasDoRemoto(
    opcoes.remoto,
    opcoes.expostos as unknown as Record<string, Carregar>,
    configuracao.associacao.slug,
  );
  createRoot(elemento).render(
    <PaginaAutonoma
      configuracao={configuracao}
      equipa={opcoes.equipa}
      ligacoes={[...ligacoes, ...(opcoes.exemplos ?? [])]}
    >
      {rotas}
    </PaginaAutonoma>,
  );
}
