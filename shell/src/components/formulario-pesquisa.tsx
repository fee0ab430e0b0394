import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import {
  CAMINHO_PESQUISA,
  LIMITE_CONSULTA_PESQUISA,
  limparConsultaPesquisa,
  PARAMETRO_PESQUISA,
} from '@site/shared/contract';
import { Icone } from '@site/shared/ui';

/** The address of the results of `consulta`: `/pesquisa?q=…`. */
function enderecoPesquisa(consulta: string) {
  return {
    pathname: CAMINHO_PESQUISA,
    search: `?${new URLSearchParams({ [PARAMETRO_PESQUISA]: limparConsultaPesquisa(consulta) }).toString()}`,
  };
}

/**
 * The site search's form: a plain GET to `/pesquisa` with a labelled `type=search` field, so it
 * works without JavaScript; with it, the results open without reloading the page.
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
  aoPesquisar?: () => void;
}) {
  const navegar = useNavigate();
  const submeter = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const valor = new FormData(evento.currentTarget).get(PARAMETRO_PESQUISA);
    navegar(enderecoPesquisa(typeof valor === 'string' ? valor : ''));
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
          id={props.id}
          type="search"
          name={PARAMETRO_PESQUISA}
          className="form-control"
          defaultValue={props.valorInicial}
          placeholder={props.placeholder}
          maxLength={LIMITE_CONSULTA_PESQUISA}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-primary">
          <Icone nome="pesquisa" />
          <span className="visually-hidden">Pesquisar</span>
        </button>
      </div>
    </form>
  );
}
