import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { caminhoEvento, slugify, type Evento } from '@site/shared/contract';
import {
  CabecalhoPagina,
  HtmlSeguro,
  MetaPagina,
  Partilha,
  useConfiguracaoSite,
  useEnderecoCanonico,
  useOrigemPublica,
} from '@site/shared/ui';

import { ImagemEvento } from '../../components/imagem-evento';

import { AccoesEvento } from './accoes-evento';
import { dadosEvento } from './dados-evento';
import { FactosEvento } from './factos-evento';

import './evento.css';

/**
 * The picture's width: the container's width up to 992 px, then the 2fr column beside the facts
 * (container less the 3 rem gap, times 2/3).
 */
const TAMANHOS_IMAGEM =
  '(min-width: 1400px) 832px, (min-width: 1200px) 712px, (min-width: 992px) 592px, ' +
  '(min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 24px)';

/** The page of one visible event; a missing or outdated slug in the address is corrected. */
export function ConteudoEvento(props: {
  evento: Evento;
  slug: string | undefined;
  inscricao: ReactNode;
}) {
  const { evento, slug } = props;
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const { associacao } = useConfiguracaoSite();
  const origem = useOrigemPublica();
  const urlEvento = useEnderecoCanonico(caminhoEvento(evento));

  useEffect(() => {
    if (slug !== slugify(evento.titulo)) {
      void navigate(`${caminhoEvento(evento)}${search}${hash}`, { replace: true });
    }
  }, [slug, evento, navigate, search, hash]);

  return (
    <>
      <MetaPagina
        titulo={evento.titulo}
        descricao={evento.resumo || evento.titulo}
        imagem={evento.imagemUrl}
        tipo="article"
        dadosEstruturados={dadosEvento(evento, {
          urlEvento,
          organizador: { nome: associacao.nome, url: `${origem}/` },
        })}
      />
      <CabecalhoPagina
        titulo={evento.titulo}
        subtitulo={evento.resumo}
        trilho={[{ texto: 'Eventos', para: '/eventos' }]}
      />
      <div className="container pb-5 evento-grelha">
        <ImagemEvento
          evento={evento}
          className="evento-imagem rounded"
          alt={`Cartaz do evento ${evento.titulo}`}
          sizes={TAMANHOS_IMAGEM}
          prioritario
        />
        <aside className="evento-factos card" aria-labelledby="titulo-informacoes">
          <div className="card-body">
            <h2 id="titulo-informacoes" className="h5">
              Informações
            </h2>
            <FactosEvento evento={evento} />
            <AccoesEvento evento={evento} />
            <Partilha
              titulo={evento.titulo}
              caminho={caminhoEvento(evento)}
              className="mt-3 pt-3 border-top"
            />
          </div>
        </aside>
        <section className="evento-descricao" aria-labelledby="titulo-sobre-evento">
          <h2 id="titulo-sobre-evento" className="h4">
            Sobre o evento
          </h2>
          <HtmlSeguro className="html-cms" html={evento.descricao} />
        </section>
        <section className="evento-inscricao" id="inscricao" aria-labelledby="titulo-inscricao">
          <h2 id="titulo-inscricao" className="h4 mb-3">
            Inscrição
          </h2>
          {props.inscricao}
        </section>
      </div>
    </>
  );
}
