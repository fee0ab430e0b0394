import { useId, useRef, useState } from 'react';

import { useGruposTipos, useRegistosDoGrupo } from '@site/shared/api';
import { GRUPOS, PAGINAS, type GrupoTipo, type Registo } from '@site/shared/contract';
import { CampoPesquisa, useAncora, Vazio } from '@site/shared/ui';

import { PaginaGrupoCms } from '../../components/pagina-grupo-cms';

import { PerguntaFaq } from './pergunta-faq';
import { filtrarPerguntas, perguntasPorCategoria, textoPerguntasEncontradas } from './regras-faqs';

function ListaPerguntas(props: { perguntas: Registo[]; categorias: GrupoTipo[] }) {
  const idFiltro = useId();
  const campo = useRef<HTMLInputElement>(null);
  const alvo = decodeURIComponent(useAncora().replace(/^#/, ''));
  const [termo, setTermo] = useState('');
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
          id={idFiltro}
          rotulo="Filtrar perguntas"
          valor={termo}
          aoMudar={setTermo}
          placeholder="Por exemplo: quotas, certificado, norma"
          ref={campo}
          className="input-group"
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {termo.trim() ? textoPerguntasEncontradas(encontradas.length) : ''}
      </p>
      {grupos.length === 0 ? (
        <Vazio texto="Nenhuma pergunta corresponde ao filtro.">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              setTermo('');
              campo.current?.focus();
            }}
          >
            Limpar pesquisa
          </button>
        </Vazio>
      ) : (
        grupos.map((grupo) => {
          const idTitulo = `categoria-${grupo.tipo?.idGrupoTipo ?? 'outras'}`;
          return (
            <section key={idTitulo} className="grupo-conteudos" aria-labelledby={idTitulo}>
              <h2 id={idTitulo} className="h4">
                {grupo.tipo?.nome ?? 'Outras perguntas'}
              </h2>
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
            </section>
          );
        })
      )}
    </>
  );
}

/** `/faqs`: questions by category in an accordion; `/faqs#<slug>` opens (and scrolls to) one. */
export function PaginaFaqs() {
  const perguntas = useRegistosDoGrupo(GRUPOS.faqs);
  const categorias = useGruposTipos(GRUPOS.faqs);
  return (
    <PaginaGrupoCms
      titulo="Perguntas frequentes"
      descricao="Respostas às perguntas mais comuns sobre a associação, as quotas, os eventos e a normalização."
      idPagina={PAGINAS.faqs}
      itens={perguntas}
      tipos={categorias}
      textoVazio="Ainda não há perguntas frequentes."
      estreita
    >
      {(dados, tipos) => <ListaPerguntas perguntas={dados} categorias={tipos} />}
    </PaginaGrupoCms>
  );
}
