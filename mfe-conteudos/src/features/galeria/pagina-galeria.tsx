import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

import { imagensQuery, useRegistosDoGrupo } from '@site/shared/api';
import { formatarData, GRUPOS, PAGINAS, type Registo } from '@site/shared/contract';
import {
  CabecalhoPagina,
  EstadoConsulta,
  ImagemCms,
  IntroducaoPagina,
  MetaPagina,
} from '@site/shared/ui';

import { albunsOrdenados, caminhoAlbum, textoFotografias } from './regras-galeria';

/**
 * A cover's width: one card a row on phones, two from 576 px, three from 992 px (`col-sm-6
 * col-lg-4`, 24 px gutters in the container), less the card's 1 px borders.
 */
const TAMANHOS_CAPA =
  '(min-width: 1400px) 414px, (min-width: 1200px) 354px, (min-width: 992px) 294px, ' +
  '(min-width: 768px) 334px, (min-width: 576px) 244px, calc(100vw - 26px)';

function GrelhaAlbuns({ albuns }: { albuns: Registo[] }) {
  // Each album's photo count; these requests also make opening an album instant.
  const fotografias = useQueries({ queries: albuns.map((album) => imagensQuery(album.idRegisto)) });
  return (
    <ul className="row g-4 list-unstyled mb-0">
      {albuns.map((album, posicao) => {
        const fotos = fotografias[posicao]?.data;
        const quantas = fotos?.length;
        // An album the CMS gives no cover for is shown with its first photo.
        const capa = album.imagem ?? fotos?.[0] ?? null;
        return (
          <li key={album.idRegisto} className="col-12 col-sm-6 col-lg-4 d-flex">
            <article className="card cartao-album w-100">
              {capa ? (
                <ImagemCms
                  url={capa.url}
                  largura={capa.largura}
                  altura={capa.altura}
                  alt=""
                  sizes={TAMANHOS_CAPA}
                  maxima={960}
                  proporcao="3x2"
                  className="card-img-top"
                  prioritaria={posicao === 0}
                />
              ) : null}
              <div className="card-body">
                <h2 className="h5 card-title">
                  <Link className="stretched-link" to={caminhoAlbum(album.slug)}>
                    {album.nome}
                  </Link>
                </h2>
                <p className="small text-body-secondary mb-2">
                  {album.data ? (
                    <time dateTime={album.data}>{formatarData(album.data)}</time>
                  ) : null}
                  {album.data && quantas !== undefined ? ' · ' : null}
                  {quantas !== undefined ? textoFotografias(quantas) : null}
                </p>
                {album.resumo ? <p className="card-text mb-0">{album.resumo}</p> : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** `/galeria`: the photo albums, newest first. */
export function PaginaGaleria() {
  const albuns = useRegistosDoGrupo(GRUPOS.galeria);
  return (
    <>
      <MetaPagina
        titulo="Galeria"
        descricao="Fotografias das conferências, formações e actividades da associação."
      />
      <CabecalhoPagina titulo="Galeria" />
      <div className="container pb-5">
        <IntroducaoPagina idPagina={PAGINAS.galeria} className="introducao-pagina lead mb-4" />
        <EstadoConsulta
          consulta={albuns}
          vazio={(dados) => dados.length === 0}
          textoVazio="Ainda não há álbuns na galeria."
        >
          {(dados) => <GrelhaAlbuns albuns={albunsOrdenados(dados)} />}
        </EstadoConsulta>
      </div>
    </>
  );
}
