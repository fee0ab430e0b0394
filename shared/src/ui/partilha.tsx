import { useId } from 'react';

import { Icone } from './icone';
import type { NomeIcone } from './icones-nomes';
import { LigacaoExterna } from './ligacoes';
import { useEnderecoCanonico } from './origem-publica';

/** One network's share link. */
interface LigacaoPartilha {
  rede: string;
  icone: NomeIcone;
  href: string;
}

/** The share links of a page titled `titulo` at the absolute address `endereco`. */
function ligacoesPartilha(titulo: string, endereco: string): LigacaoPartilha[] {
  const url = encodeURIComponent(endereco);
  return [
    {
      rede: 'WhatsApp',
      icone: 'whatsapp',
      href: `https://wa.me/?text=${encodeURIComponent(`${titulo} ${endereco}`)}`,
    },
    {
      rede: 'Facebook',
      icone: 'facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      rede: 'LinkedIn',
      icone: 'linkedin',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    },
  ];
}

/**
 * "Partilhar": plain links to WhatsApp, Facebook and LinkedIn with the page's title and canonical
 * address, the same in the server's HTML and in the browser, working without JavaScript.
 */
export function Partilha(props: { titulo: string; caminho?: string; className?: string }) {
  const endereco = useEnderecoCanonico(props.caminho);
  const id = useId();
  return (
    <div className={`partilha ${props.className ?? ''}`}>
      <span id={id} className="partilha-rotulo">
        Partilhar
      </span>
      <ul className="partilha-lista list-unstyled mb-0" aria-labelledby={id}>
        {ligacoesPartilha(props.titulo, endereco).map((ligacao) => (
          <li key={ligacao.rede}>
            <LigacaoExterna className="btn btn-outline-primary btn-sm" href={ligacao.href}>
              <Icone nome={ligacao.icone} className="me-1" />
              <span className="visually-hidden">Partilhar no </span>
              {ligacao.rede}
            </LigacaoExterna>
          </li>
        ))}
      </ul>
    </div>
  );
}
