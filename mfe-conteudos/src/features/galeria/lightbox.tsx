import { useEffect, useRef, type PointerEvent } from 'react';

import type { Fotografia } from '@site/shared/api';
import { fontesCms, Icone, ImagemCms, useOrigensImagens } from '@site/shared/ui';

import { legendaDe } from './regras-galeria';
import { accaoDaTecla, focoSeguinte, indiceVizinho, passoDoDeslize } from './teclas-lightbox';

const FOCAVEIS = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The photo's width on screen: `.lightbox-imagem` fits it inside the screen's width less 1 rem
 * and its height less 11 rem (the bars), so a screen wider than the photo's shape shows it by height.
 */
function tamanhosFoto(foto: Fotografia): string {
  if (foto.largura <= 0 || foto.altura <= 0) return '100vw';
  const proporcao = Math.round((foto.largura / foto.altura) * 1000) / 1000;
  return (
    `(min-aspect-ratio: ${foto.largura}/${foto.altura}) calc((100vh - 11rem) * ${proporcao}), ` +
    'calc(100vw - 1rem)'
  );
}

/**
 * A photo viewer in a modal dialog: arrows, Home/End and swipes move, Escape and "Fechar" close,
 * and Tab stays inside. The caller owns which photo is shown and where focus goes on close.
 */
export function Lightbox(props: {
  imagens: readonly Fotografia[];
  indice: number;
  aoMudar: (indice: number) => void;
  aoFechar: () => void;
}) {
  const { imagens, indice, aoMudar, aoFechar } = props;
  const dialogo = useRef<HTMLDivElement>(null);
  const botaoFechar = useRef<HTMLButtonElement>(null);
  const inicioToque = useRef<{ x: number; y: number } | null>(null);
  const origens = useOrigensImagens();
  const imagem = imagens[indice];
  const total = imagens.length;
  // The photo last asked for: two key presses can arrive before the caller shows the first one,
  // and each must move on from where the previous one went, not from the photo on screen.
  const pedido = useRef(indice);
  useEffect(() => {
    pedido.current = indice;
  }, [indice]);

  useEffect(() => {
    botaoFechar.current?.focus();
    document.body.classList.add('lightbox-aberta');
    return () => document.body.classList.remove('lightbox-aberta');
  }, []);

  useEffect(() => {
    function aoTeclar(evento: KeyboardEvent) {
      if (evento.key === 'Tab') {
        const elementos = Array.from(
          dialogo.current?.querySelectorAll<HTMLElement>(FOCAVEIS) ?? [],
        );
        const destino =
          elementos[
            focoSeguinte(
              elementos.indexOf(document.activeElement as HTMLElement),
              elementos.length,
              evento.shiftKey,
            )
          ];
        evento.preventDefault();
        destino?.focus();
        return;
      }
      const accao = accaoDaTecla(evento.key, pedido.current, total);
      if (!accao) return;
      evento.preventDefault();
      if (accao.tipo === 'fechar') {
        aoFechar();
      } else {
        pedido.current = accao.indice;
        aoMudar(accao.indice);
      }
    }
    document.addEventListener('keydown', aoTeclar);
    return () => document.removeEventListener('keydown', aoTeclar);
  }, [total, aoMudar, aoFechar]);

  useEffect(() => {
    // Warm the cache with the neighbours, so moving feels instant: the same candidates as their
    // <img>, so the browser picks the same one.
    for (const passo of [1, -1]) {
      const vizinha = imagens[indiceVizinho(indice, passo, total)];
      const fontes =
        vizinha &&
        fontesCms(vizinha.url, origens, { largura: vizinha.largura, altura: vizinha.altura });
      if (!vizinha || vizinha === imagens[indice] || !fontes) continue;
      const previa = new Image();
      previa.sizes = tamanhosFoto(vizinha);
      if (fontes.srcSet) previa.srcset = fontes.srcSet;
      previa.src = fontes.src;
    }
  }, [imagens, indice, total, origens]);

  if (!imagem) return null;
  const legenda = legendaDe(imagem);

  const aoPremir = (evento: PointerEvent<HTMLDivElement>) => {
    inicioToque.current = { x: evento.clientX, y: evento.clientY };
  };
  const aoLargar = (evento: PointerEvent<HTMLDivElement>) => {
    const inicio = inicioToque.current;
    inicioToque.current = null;
    if (!inicio) return;
    const passo = passoDoDeslize(evento.clientX - inicio.x, evento.clientY - inicio.y);
    if (passo !== 0 && total > 1) aoMudar(indiceVizinho(indice, passo, total));
  };

  return (
    <div
      ref={dialogo}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={legenda}
      tabIndex={-1}
    >
      <div className="lightbox-topo">
        <p className="lightbox-estado mb-0" role="status">
          Foto {indice + 1} de {total}
          <span className="visually-hidden">: {legenda}</span>
        </p>
        <button
          ref={botaoFechar}
          type="button"
          className="btn btn-outline-light btn-sm"
          onClick={aoFechar}
        >
          <Icone nome="fechar" className="me-1" />
          Fechar
        </button>
      </div>
      <figure className="lightbox-figura mb-0">
        <div
          className="lightbox-palco"
          onPointerDown={aoPremir}
          onPointerUp={aoLargar}
          onPointerCancel={() => (inicioToque.current = null)}
        >
          <ImagemCms
            key={imagem.idImagem}
            url={imagem.url}
            largura={imagem.largura}
            altura={imagem.altura}
            alt={imagem.textoAlternativo}
            sizes={tamanhosFoto(imagem)}
            className="lightbox-imagem"
            prioritaria
            draggable={false}
            alternativa={
              <p className="lightbox-indisponivel mb-0">
                Não foi possível mostrar esta fotografia.
              </p>
            }
          />
        </div>
        <figcaption className="lightbox-legenda">{legenda}</figcaption>
      </figure>
      <div className="lightbox-controlos">
        <button
          type="button"
          className="btn btn-light"
          onClick={() => aoMudar(indiceVizinho(indice, -1, total))}
          disabled={total < 2}
        >
          <Icone nome="anterior" className="me-1" />
          Anterior
        </button>
        <button
          type="button"
          className="btn btn-light"
          onClick={() => aoMudar(indiceVizinho(indice, 1, total))}
          disabled={total < 2}
        >
          Seguinte
          <Icone nome="seguinte" className="ms-1" />
        </button>
      </div>
    </div>
  );
}
