import { useState } from 'react';

import { useRegistosDoGrupo } from '@site/shared/api';
import { GRUPOS, type GrupoTipo, type Registo } from '@site/shared/contract';
import { CampoPesquisa, useAncora } from '@site/shared/ui';

import { PaginaGrupoCms } from '../../components/pagina-grupo-cms';
import { SemResultados, usePesquisa } from '../../components/pesquisa';
import { SeccaoGrupo } from '../../components/seccao-grupo';

import { PerguntaFaq } from './pergunta-faq';
import { filtrarPerguntas, perguntasPorCategoria, textoPerguntasEncontradas } from './regras-faqs';

function ListaPerguntas(props: { perguntas: Registo[]; categorias: GrupoTipo[] }) {
  const pesquisa = usePesquisa();
  const { termo } = pesquisa;
  const alvo = decodeURIComponent(useAncora().replace(/^#/, ''));
  // What the visitor toggled; a question named by the address is open unless they closed it.
  const [alternadas, setAlternadas] = useState<ReadonlyMap<string, boolean>>(new Map());
  const estaAberta = (slug: string) => alternadas.get(slug) ?? slug === alvo;
  const alternar = (slug: string) =>
    setAlternadas((mapa) => new Map(mapa).set(slug, !estaAberta(slug)));

  const encontradas = filtrarPerguntas(props.perguntas, termo);
  const grupos = perguntasPorCategoria(encontradas, props.categorias);

  return (
    <>
      <div className="mb-4" role="search" aria-label="Filtrar perguntas frequentes">
        <CampoPesquisa
          {...pesquisa.campo}
          rotulo="Filtrar perguntas"
          placeholder="Por exemplo: quotas, certificado, norma"
          className="input-group"
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {termo.trim() ? textoPerguntasEncontradas(encontradas.length) : ''}
      </p>
      {grupos.length === 0 ? (
        <SemResultados texto="Nenhuma pergunta corresponde ao filtro." aoLimpar={pesquisa.limpar} />
      ) : (
        grupos.map((grupo) => {
          const idTitulo = `categoria-${grupo.tipo?.idGrupoTipo ?? 'outras'}`;
          return (
            <SeccaoGrupo
              key={idTitulo}
              idTitulo={idTitulo}
              titulo={grupo.tipo?.nome ?? 'Outras perguntas'}
              classeTitulo="h4"
            >
              <div className="acordeao-faq">
                {grupo.itens.map((pergunta) => (
                  <PerguntaFaq
                    key={pergunta.idRegisto}
                    pergunta={pergunta}
                    aberta={estaAberta(pergunta.slug)}
                    aoAlternar={() => alternar(pergunta.slug)}
                  />
                ))}
              </div>
            </SeccaoGrupo>
          );
        })
      )}
    </>
  );
}

/** `/faqs`: questions by category in an accordion; `/faqs#<slug>` opens (and scrolls to) one. */
export function PaginaFaqs() {
  return (
    <PaginaGrupoCms pagina="faqs" itens={useRegistosDoGrupo(GRUPOS.faqs)} estreita>
      {(dados, tipos) => <ListaPerguntas perguntas={dados} categorias={tipos} />}
    </PaginaGrupoCms>
  );
}
