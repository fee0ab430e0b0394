import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { LigacaoPrivacidade } from './aviso-dados';

interface CampoBase {
  nome: string;
  rotulo: string;
  ajuda?: string;
  obrigatorio?: boolean;
  className?: string;
}

/**
 * A field's ids come from React's useId, so that two forms on one page (the footer's newsletter
 * and the page's own form both ask for an e-mail) never share an id; the field's name is kept in
 * them only to make the DOM readable.
 */
function useEstadoCampo(nome: string) {
  const { register, formState } = useFormContext();
  const erro = formState.errors[nome]?.message;
  const mensagem = typeof erro === 'string' ? erro : undefined;
  const id = `${nome}${useId()}`;
  // The form's default, written into the HTML too: the server's form shows the chosen subject or
  // category before the code arrives (react-hook-form itself only sets fields once it runs).
  const padrao: unknown = (formState.defaultValues as Record<string, unknown> | undefined)?.[nome];
  return { register, mensagem, id, idErro: `${id}-erro`, idAjuda: `${id}-ajuda`, padrao };
}

/** A default as an input's HTML value: text and numbers only. */
function valorHtml(padrao: unknown): string | number | undefined {
  return typeof padrao === 'string' || (typeof padrao === 'number' && Number.isFinite(padrao))
    ? padrao
    : undefined;
}

function descritores(
  mensagem: string | undefined,
  ajuda: string | undefined,
  idErro: string,
  idAjuda: string,
) {
  const ids = [ajuda ? idAjuda : null, mensagem ? idErro : null].filter(Boolean).join(' ');
  return ids || undefined;
}

function Rotulo(props: { para: string; texto: string; obrigatorio?: boolean }) {
  return (
    <label htmlFor={props.para} className="form-label">
      {props.texto}
      {props.obrigatorio ? (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

function Mensagens(props: { mensagem?: string; ajuda?: string; idErro: string; idAjuda: string }) {
  return (
    <>
      {props.ajuda ? (
        <div id={props.idAjuda} className="form-text">
          {props.ajuda}
        </div>
      ) : null}
      {props.mensagem ? (
        <div id={props.idErro} className="invalid-feedback d-block">
          {props.mensagem}
        </div>
      ) : null}
    </>
  );
}

/** A labelled text input bound to the surrounding form, with its Portuguese error beside it. */
export function CampoTexto(
  props: CampoBase & {
    tipo?: 'text' | 'email' | 'tel' | 'number';
    autoComplete?: string;
    numerico?: boolean;
    min?: number;
    max?: number;
  },
) {
  const { register, mensagem, id, idErro, idAjuda, padrao } = useEstadoCampo(props.nome);
  return (
    <div className={props.className ?? 'mb-3'}>
      <Rotulo para={id} texto={props.rotulo} obrigatorio={props.obrigatorio} />
      <input
        id={id}
        type={props.tipo ?? 'text'}
        className={`form-control${mensagem ? ' is-invalid' : ''}`}
        autoComplete={props.autoComplete}
        aria-invalid={mensagem ? true : undefined}
        aria-required={props.obrigatorio || undefined}
        aria-describedby={descritores(mensagem, props.ajuda, idErro, idAjuda)}
        min={props.min}
        max={props.max}
        defaultValue={valorHtml(padrao)}
        {...register(props.nome, props.numerico ? { valueAsNumber: true } : {})}
      />
      <Mensagens mensagem={mensagem} ajuda={props.ajuda} idErro={idErro} idAjuda={idAjuda} />
    </div>
  );
}

/** A labelled multi-line text area. */
export function CampoAreaTexto(props: CampoBase & { linhas?: number; maximo?: number }) {
  const { register, mensagem, id, idErro, idAjuda, padrao } = useEstadoCampo(props.nome);
  return (
    <div className={props.className ?? 'mb-3'}>
      <Rotulo para={id} texto={props.rotulo} obrigatorio={props.obrigatorio} />
      <textarea
        id={id}
        rows={props.linhas ?? 5}
        maxLength={props.maximo}
        className={`form-control${mensagem ? ' is-invalid' : ''}`}
        aria-invalid={mensagem ? true : undefined}
        aria-required={props.obrigatorio || undefined}
        aria-describedby={descritores(mensagem, props.ajuda, idErro, idAjuda)}
        defaultValue={valorHtml(padrao)}
        {...register(props.nome)}
      />
      <Mensagens mensagem={mensagem} ajuda={props.ajuda} idErro={idErro} idAjuda={idAjuda} />
    </div>
  );
}

/** A labelled select with a Portuguese placeholder option. */
export function CampoSelecao(
  props: CampoBase & { opcoes: readonly { valor: string; rotulo: string }[]; vazio?: string },
) {
  const { register, mensagem, id, idErro, idAjuda, padrao } = useEstadoCampo(props.nome);
  return (
    <div className={props.className ?? 'mb-3'}>
      <Rotulo para={id} texto={props.rotulo} obrigatorio={props.obrigatorio} />
      <select
        id={id}
        className={`form-select${mensagem ? ' is-invalid' : ''}`}
        aria-invalid={mensagem ? true : undefined}
        aria-required={props.obrigatorio || undefined}
        aria-describedby={descritores(mensagem, props.ajuda, idErro, idAjuda)}
        defaultValue={valorHtml(padrao)}
        {...register(props.nome)}
      >
        <option value="">{props.vazio ?? 'Escolha uma opção'}</option>
        {props.opcoes.map((opcao) => (
          <option key={opcao.valor} value={opcao.valor}>
            {opcao.rotulo}
          </option>
        ))}
      </select>
      <Mensagens mensagem={mensagem} ajuda={props.ajuda} idErro={idErro} idAjuda={idAjuda} />
    </div>
  );
}

/**
 * The contract's consent field (`consentimento`, in every request a form sends): its label always
 * ends with a link to the privacy notice, so no form can ask for consent without it.
 */
const CAMPO_CONSENTIMENTO = 'consentimento';

/** A checkbox whose label may hold links (consent, statutes). */
export function CampoCaixa(props: Omit<CampoBase, 'rotulo'> & { rotulo: ReactNode }) {
  const { register, mensagem, id, idErro, idAjuda, padrao } = useEstadoCampo(props.nome);
  return (
    <div className={props.className ?? 'mb-3 form-check'}>
      <input
        id={id}
        type="checkbox"
        className={`form-check-input${mensagem ? ' is-invalid' : ''}`}
        aria-invalid={mensagem ? true : undefined}
        aria-required={props.obrigatorio || undefined}
        aria-describedby={descritores(mensagem, props.ajuda, idErro, idAjuda)}
        defaultChecked={padrao === true}
        {...register(props.nome)}
      />
      <label htmlFor={id} className="form-check-label">
        {props.rotulo}
        {props.nome === CAMPO_CONSENTIMENTO ? (
          <>
            {' '}
            Leia a <LigacaoPrivacidade />.
          </>
        ) : null}
      </label>
      <Mensagens mensagem={mensagem} ajuda={props.ajuda} idErro={idErro} idAjuda={idAjuda} />
    </div>
  );
}

/** A group of radio buttons. */
export function CampoEscolha(
  props: CampoBase & { opcoes: readonly { valor: string; rotulo: string; descricao?: string }[] },
) {
  const { register, mensagem, id, idErro, idAjuda, padrao } = useEstadoCampo(props.nome);
  return (
    <fieldset
      role="radiogroup"
      className={props.className ?? 'mb-3'}
      aria-invalid={mensagem ? true : undefined}
      aria-required={props.obrigatorio || undefined}
      aria-describedby={descritores(mensagem, props.ajuda, idErro, idAjuda)}
    >
      <legend className="form-label fs-6">
        {props.rotulo}
        {props.obrigatorio ? (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {props.opcoes.map((opcao) => (
        <div className="form-check" key={opcao.valor}>
          <input
            id={`${id}-${opcao.valor}`}
            type="radio"
            value={opcao.valor}
            className={`form-check-input${mensagem ? ' is-invalid' : ''}`}
            defaultChecked={padrao === opcao.valor}
            {...register(props.nome)}
          />
          <label className="form-check-label" htmlFor={`${id}-${opcao.valor}`}>
            {opcao.rotulo}
            {opcao.descricao ? (
              <span className="d-block small text-body-secondary">{opcao.descricao}</span>
            ) : null}
          </label>
        </div>
      ))}
      <Mensagens mensagem={mensagem} ajuda={props.ajuda} idErro={idErro} idAjuda={idAjuda} />
    </fieldset>
  );
}
