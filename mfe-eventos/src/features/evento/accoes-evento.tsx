import { useState } from 'react';

import { caminhoEvento, type Evento } from '@site/shared/contract';
import { Icone, useConfiguracaoSite, useNoNavegador } from '@site/shared/ui';

import { gerarIcs, nomeFicheiroIcs } from './gerar-ics';

function descarregar(conteudo: string, nomeFicheiro: string) {
  const url = URL.createObjectURL(new Blob([conteudo], { type: 'text/calendar;charset=utf-8' }));
  const ligacao = document.createElement('a');
  ligacao.href = url;
  ligacao.download = nomeFicheiro;
  document.body.append(ligacao);
  ligacao.click();
  ligacao.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Add to calendar" (an .ics download made here) and sharing the event's address. */
export function AccoesEvento({ evento }: { evento: Evento }) {
  const { urlPublico } = useConfiguracaoSite();
  const [estado, setEstado] = useState('');
  const noNavegador = useNoNavegador();
  const origem = urlPublico.replace(/\/$/, '') || (noNavegador ? window.location.origin : '');
  const url = `${origem}${caminhoEvento(evento)}`;
  const podePartilhar = noNavegador && typeof navigator.share === 'function';

  async function copiarLigacao() {
    try {
      await navigator.clipboard.writeText(url);
      setEstado('Ligação copiada');
    } catch {
      setEstado('Não foi possível copiar a ligação. Copie o endereço na barra do navegador.');
    }
  }

  async function partilhar() {
    try {
      await navigator.share({ title: evento.titulo, text: evento.resumo, url });
    } catch (erro) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(erro instanceof DOMException && erro.name === 'AbortError')) await copiarLigacao();
    }
  }

  return (
    <div className="d-grid gap-2">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => descarregar(gerarIcs(evento, url), nomeFicheiroIcs(evento))}
      >
        <Icone nome="calendario" className="me-2" />
        Adicionar ao calendário
      </button>
      {podePartilhar ? (
        <button type="button" className="btn btn-outline-primary" onClick={() => void partilhar()}>
          <Icone nome="partilhar" className="me-2" />
          Partilhar
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => void copiarLigacao()}
      >
        <Icone nome="ligacao" className="me-2" />
        Copiar ligação
      </button>
      <p className="small mb-0 text-center evento-estado-partilha" role="status">
        {estado}
      </p>
    </div>
  );
}
