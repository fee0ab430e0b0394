import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { useImagens, useRegistosDoGrupo } from '@site/shared/api';
import { formatarData, GRUPOS, type Registo } from '@site/shared/contract';
import {
  CabecalhoPagina,
  ConteudoNaoEncontrado,
  EstadoConsulta,
  MetaPagina,
} from '@site/shared/ui';

import { GrelhaFotos } from './grelha-fotos';
import { Lightbox } from './lightbox';
import { caminhoAlbum, indiceDaFoto, legendaDe, textoFotografias } from './regras-galeria';

const TRILHO = [{ texto: 'Galeria', para: '/galeria' }];

function Album({ album }: { album: Registo }) {
  const imagens = useImagens(album.idRegisto);
  const { '*': resto } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const lista = useMemo(() => imagens.data ?? [], [imagens.data]);
  const indice = indiceDaFoto(lista, resto);
  const fotoAberta = indice >= 0 ? lista[indice] : undefined;

  const miniaturas = useRef(new Map<number, HTMLAnchorElement>());
  const abridor = useRef<{ idImagem: number; scrollY: number } | null>(null);
  const ultimaVista = useRef<number | null>(null);

  // The shell scrolls to the top on every navigation: when the lightbox closes, put the page
  // back where it was and focus the thumbnail that opened it (or the last photo seen).
  useEffect(() => {
    if (fotoAberta) {
      ultimaVista.current = fotoAberta.idImagem;
      return;
    }
    const alvo = abridor.current?.idImagem ?? ultimaVista.current;
    if (alvo === null) return;
    const scrollY = abridor.current?.scrollY;
    abridor.current = null;
    ultimaVista.current = null;
    if (scrollY !== undefined) window.scrollTo({ top: scrollY, behavior: 'auto' });
    miniaturas.current.get(alvo)?.focus({ preventScroll: scrollY !== undefined });
  }, [fotoAberta]);

  const desdeAlbum = (location.state as { desdeAlbum?: boolean } | null)?.desdeAlbum === true;
  const mudar = useCallback(
    (novo: number) => {
      const imagem = lista[novo];
      if (imagem)
        void navigate(caminhoAlbum(album.slug, imagem.idImagem), {
          replace: true,
          state: location.state,
        });
    },
    [lista, navigate, album.slug, location.state],
  );
  const fechar = useCallback(() => {
    // Opened from a thumbnail: going back closes it without leaving a duplicate history entry.
    if (desdeAlbum) void navigate(-1);
    else void navigate(caminhoAlbum(album.slug), { replace: true });
  }, [desdeAlbum, navigate, album.slug]);

  return (
    <>
      <MetaPagina
        titulo={fotoAberta ? `${legendaDe(fotoAberta)} — ${album.nome}` : album.nome}
        descricao={album.resumo || `Fotografias: ${album.nome}.`}
        imagem={(fotoAberta ?? album.imagem)?.url}
      />
      <CabecalhoPagina titulo={album.nome} subtitulo={album.resumo || undefined} trilho={TRILHO}>
        <p className="mt-2 mb-0 small">
          {album.data ? <time dateTime={album.data}>{formatarData(album.data)}</time> : null}
          {album.data && imagens.data ? ' · ' : null}
          {imagens.data ? textoFotografias(imagens.data.length) : null}
        </p>
      </CabecalhoPagina>
      <div className="container pb-5">
        <EstadoConsulta
          consulta={imagens}
          vazio={(dados) => dados.length === 0}
          textoVazio="Este álbum ainda não tem fotografias."
          textoCarregar="A carregar fotografias…"
        >
          {(dados) => (
            <GrelhaFotos
              slug={album.slug}
              imagens={dados}
              aoAbrir={(idImagem) => (abridor.current = { idImagem, scrollY: window.scrollY })}
              registarMiniatura={(idImagem, elemento) => {
                if (elemento) miniaturas.current.set(idImagem, elemento);
                else miniaturas.current.delete(idImagem);
              }}
            />
          )}
        </EstadoConsulta>
      </div>
      {fotoAberta ? (
        <Lightbox imagens={lista} indice={indice} aoMudar={mudar} aoFechar={fechar} />
      ) : null}
    </>
  );
}

/** `/galeria/:slug[/:idImagem]`: an album's photos, and the lightbox when the address names a photo. */
export function PaginaAlbum() {
  const { slug } = useParams();
  const albuns = useRegistosDoGrupo(GRUPOS.galeria);
  return (
    <EstadoConsulta consulta={albuns} textoCarregar="A carregar o álbum…">
      {(dados) => {
        const album = dados.find((registo) => registo.slug === slug);
        return album ? (
          <Album album={album} />
        ) : (
          <ConteudoNaoEncontrado
            titulo="Álbum não encontrado"
            mensagem="O álbum que procura não existe ou já não está disponível."
            trilho={TRILHO}
            voltar={{ texto: 'Ver todos os álbuns', para: '/galeria' }}
          />
        );
      }}
    </EstadoConsulta>
  );
}
