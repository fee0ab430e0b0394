import type { ReactNode } from 'react';

import { CAMINHO_PRIVACIDADE } from '../../contract/privacidade';
import { useConfiguracaoSite } from '../configuracao';

/**
 * The privacy notice, opened in a new tab: a visitor reading it mid-form keeps what was typed.
 * A plain link (not the router's), since it leaves the page's tab alone.
 */
export function LigacaoPrivacidade({ children }: { children?: ReactNode }) {
  return (
    <a href={CAMINHO_PRIVACIDADE} target="_blank" rel="noopener noreferrer">
      {children ?? 'política de privacidade'}
      <span className="visually-hidden"> (abre num novo separador)</span>
    </a>
  );
}

/** The line under every submit button: who receives the data, why, and where to read more. */
export function AvisoDados({ finalidade }: { finalidade: string }) {
  const { associacao } = useConfiguracaoSite();
  return (
    <p className="small mt-2 mb-0 aviso-dados">
      Os dados deste formulário são recebidos pela {associacao.nome} ({associacao.sigla}), através
      do seu sistema de gestão de conteúdos, apenas para {finalidade}. Saiba como os tratamos e
      quais são os seus direitos na <LigacaoPrivacidade />.
    </p>
  );
}
