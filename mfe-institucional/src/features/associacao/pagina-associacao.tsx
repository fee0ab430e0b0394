import { useEquipa, usePagina } from '@site/shared/api';
import { PAGINAS } from '@site/shared/contract';
import {
  ACarregar,
  CabecalhoPagina,
  EstadoConsulta,
  MetaPagina,
  Partilha,
  useConfiguracaoSite,
} from '@site/shared/ui';

import './associacao.css';
import '../../components/tabelas-cms.css';
import { BlocoSeccao } from './bloco-seccao';
import { IndiceSeccoes } from './indice-seccoes';
import { seccoesDaAssociacao } from './regras-associacao';

/** `/{slug}`: the association's active sections, each at the anchor the navbar links to. */
export function PaginaAssociacao() {
  const { associacao } = useConfiguracaoSite();
  const pagina = usePagina(PAGINAS.associacao);
  const equipa = useEquipa();
  const titulo = pagina.data?.textoPagina ?? 'A Associação';

  return (
    <>
      <MetaPagina titulo={titulo} descricao={pagina.data?.descricao || associacao.descricao} />
      <CabecalhoPagina titulo={titulo} subtitulo={associacao.nome} />
      <div className="container pb-5 conteudo-associacao">
        <EstadoConsulta
          consulta={pagina}
          vazio={(dados) => seccoesDaAssociacao(dados.seccoes).length === 0}
          textoVazio="A apresentação da associação ainda não foi publicada."
        >
          {(dados) => {
            // Sections appear together with the team, so the anchors do not move after the scroll.
            if (equipa.isPending) return <ACarregar />;
            const seccoes = seccoesDaAssociacao(dados.seccoes);
            return (
              <div className="row g-4 g-xl-5">
                <div className="col-lg-3 d-none d-lg-block">
                  <IndiceSeccoes seccoes={seccoes} />
                </div>
                <div className="col-lg-9">
                  {seccoes.map((item) => (
                    <BlocoSeccao key={item.seccao.idSeccao} {...item} equipa={equipa} />
                  ))}
                </div>
              </div>
            );
          }}
        </EstadoConsulta>
        <Partilha titulo={titulo} className="mt-5" />
      </div>
    </>
  );
}
