import { Navigate, Route, Routes } from 'react-router-dom';

import { CAMINHO_PESQUISA } from '@site/shared/contract';
import { REDIRECCIONAMENTOS, SECCOES, segmentoDe } from '@site/shared/contract/rotas';
import { useConfiguracaoSite } from '@site/shared/ui';

import { PaginaInicial } from '../features/inicio/pagina-inicial';
import { PaginaNaoEncontrada } from '../features/nao-encontrado/pagina-nao-encontrada';
import { PaginaPesquisa } from '../features/pesquisa/pagina-pesquisa';
import { SeccaoRemota } from '../lib/federation/seccao-remota';

import { Layout } from './layout/layout';

/** The contract's route table; every section's code is loaded from its remote only when visited. */
export function Rotas() {
  const { associacao } = useConfiguracaoSite();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<PaginaInicial />} />
        <Route path={CAMINHO_PESQUISA} element={<PaginaPesquisa />} />
        {SECCOES.map((seccao) => {
          const segmento = segmentoDe(seccao, associacao.slug);
          return (
            <Route
              key={seccao.modulo}
              path={seccao.subrotas ? `${segmento}/*` : segmento}
              element={<SeccaoRemota modulo={seccao.modulo} nome={seccao.nome} />}
            />
          );
        })}
        {Object.entries(REDIRECCIONAMENTOS).map(([de, para]) => (
          <Route key={de} path={de} element={<Navigate to={para} replace />} />
        ))}
        <Route path="*" element={<PaginaNaoEncontrada />} />
      </Route>
    </Routes>
  );
}
