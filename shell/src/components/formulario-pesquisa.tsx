import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import {
  CAMINHO_PESQUISA,
  LIMITE_CONSULTA_PESQUISA,
  PARAMETRO_PESQUISA,
  parametrosPesquisa,
} from '@site/shared/contract';
import { Icone } from '@site/shared/ui';

// A type only: the suggestions' code stays in its own chunk, imported on focus.
import type { SugestoesPesquisa as Sugestoes } from './sugestoes-pesquisa';

/**
 * The site search's form: a plain GET to `/pesquisa` with a labelled `type=search` field, so it
 * works without JavaScript; with it, the results open without reloading the page, and the field
 * suggests places as the visitor types (their code is loaded when the field is first focused).
 */
export function FormularioPesquisa(props: {
  id: string;
  /** The field's label; `rotuloVisivel` shows it above the field. */
  rotulo: string;
  rotuloVisivel?: boolean;
  /** The landmark's name, telling this search from another on the same page. */
  nome: string;
  valorInicial?: string;
  placeholder?: string;
  className?: string;
  /** After a search, or a suggestion, is opened. */
  aoPesquisar?: () => void;
}) {
  const navegar = useNavigate();
  const campo = useRef<HTMLInputElement>(null);
  const [SugestoesPesquisa, setSugestoes] = useState<typeof Sugestoes>();
  const carregarSugestoes = () => {
    if (SugestoesPesquisa) return;
    // Without its suggestions the field still searches; the next focus tries again.
    import('./sugestoes-pesquisa').then(
      (modulo) => setSugestoes(() => modulo.SugestoesPesquisa),
      () => undefined,
    );
  };
  const submeter = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const valor = new FormData(evento.currentTarget).get(PARAMETRO_PESQUISA);
    const consulta = typeof valor === 'string' ? valor : '';
    navegar(`${CAMINHO_PESQUISA}?${parametrosPesquisa({ consulta })}`);
    props.aoPesquisar?.();
  };
  return (
    <form
      role="search"
      method="get"
      action={CAMINHO_PESQUISA}
      aria-label={props.nome}
      className={props.className}
      onSubmit={submeter}
    >
      <label
        htmlFor={props.id}
        className={props.rotuloVisivel ? 'form-label fw-semibold' : 'visually-hidden'}
      >
        {props.rotulo}
      </label>
      <div className="input-group">
        <input
          ref={campo}
          id={props.id}
          type="search"
          name={PARAMETRO_PESQUISA}
          className="form-control"
          defaultValue={props.valorInicial}
          placeholder={props.placeholder}
          maxLength={LIMITE_CONSULTA_PESQUISA}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={carregarSugestoes}
        />
        <button type="submit" className="btn btn-primary">
          <Icone nome="pesquisa" />
          <span className="visually-hidden">Pesquisar</span>
        </button>
      </div>
      {SugestoesPesquisa ? (
        <SugestoesPesquisa campo={campo} idCampo={props.id} aoEscolher={props.aoPesquisar} />
      ) : null}
    </form>
  );
}
