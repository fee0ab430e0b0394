import { Component, createRef, Suspense, type ReactNode } from 'react';

import { EVENTO_ERRO_BLOCO } from '../contract/eventos-rum';

import { ACarregar, PainelErro } from './estados-consulta';

interface Propriedades {
  /** What the block is, in Portuguese, for the message ("a coluna Contactos"). */
  nome: string;
  /** A one-line message instead of the error panel (footer columns, small blocks). */
  compacto?: boolean;
  /** Replaces the default message; receives a function that tries the block again. */
  alternativa?: (tentarNovamente: () => void) => ReactNode;
  /**
   * When this value changes (the address, say), a block that failed is tried again. Unlike a
   * `key`, it does not remount a block that did not fail.
   */
  chaveReinicio?: unknown;
  /**
   * What the server sends for the block when it cannot render it (its data failed or came too
   * late): the browser then renders the block itself. A loading state unless `compacto`.
   */
  reserva?: ReactNode;
  children: ReactNode;
}

/**
 * The last line of defence of a block of the page: if rendering it throws, the block shows a
 * Portuguese message (with "Tentar novamente") and the rest of the page stays. Data errors are
 * handled before this (parsed at the API client); this catches what nothing else did.
 *
 * It is also a Suspense boundary, which is what bounds a block in a server render (error
 * boundaries do not run there): a block whose data fails or is late is sent as its `reserva` and
 * the browser renders it, while the rest of the page is in the HTML; the browser also hydrates
 * block by block.
 */
export class LimiteErro extends Component<Propriedades, { erro: Error | null }> {
  override state: { erro: Error | null } = { erro: null };

  /** The fallback's element, from which the error is told to the page (the visitors' reports). */
  private readonly marcador = createRef<HTMLDivElement>();

  static getDerivedStateFromError(erro: Error) {
    return { erro };
  }

  override componentDidCatch(erro: Error) {
    console.warn(`Bloco indisponível (${this.props.nome}):`, erro.message);
    // Up the DOM, so that the shell's reporter knows whose section failed (its nearest marker).
    this.marcador.current?.dispatchEvent(new CustomEvent(EVENTO_ERRO_BLOCO, { bubbles: true }));
  }

  override componentDidUpdate(anteriores: Propriedades) {
    if (this.state.erro && anteriores.chaveReinicio !== this.props.chaveReinicio) {
      this.tentarNovamente();
    }
  }

  private readonly tentarNovamente = () => this.setState({ erro: null });

  override render() {
    if (!this.state.erro) {
      const reserva = this.props.reserva ?? (this.props.compacto ? null : <ACarregar />);
      return <Suspense fallback={reserva}>{this.props.children}</Suspense>;
    }
    return (
      <div className="limite-erro" ref={this.marcador}>
        {this.alternativa()}
      </div>
    );
  }

  private alternativa() {
    if (this.props.alternativa) return this.props.alternativa(this.tentarNovamente);
    if (this.props.compacto) {
      return (
        <p className="small mb-0" role="alert">
          Não foi possível mostrar {this.props.nome}.{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={this.tentarNovamente}
          >
            Tentar novamente
          </button>
        </p>
      );
    }
    return (
      <div className="container">
        <PainelErro
          titulo={`Não foi possível mostrar ${this.props.nome}`}
          mensagem="Ocorreu um erro ao mostrar esta parte da página. O resto do sítio continua a funcionar."
          aoTentarNovamente={this.tentarNovamente}
        />
      </div>
    );
  }
}
