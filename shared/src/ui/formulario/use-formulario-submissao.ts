import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import type { z } from 'zod';

import { ErroValidacao } from '@site/shared/api';

import type { ControloCaptcha } from './verificacao-humana';

/** A fresh idempotency key: the same key is reused when the visitor retries a failed send. */
function novaChaveIdempotencia(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * What the visitor left in a field of the server's form before React took the page over (the
 * HTML's own default differs from the field's state), or undefined when the field is untouched.
 */
function valorDeixado(elemento: unknown): string | boolean | undefined {
  if (elemento instanceof HTMLInputElement) {
    if (elemento.type === 'checkbox')
      return elemento.checked === elemento.defaultChecked ? undefined : elemento.checked;
    if (elemento.type === 'radio')
      return elemento.checked && !elemento.defaultChecked ? elemento.value : undefined;
    return elemento.value === elemento.defaultValue ? undefined : elemento.value;
  }
  if (elemento instanceof HTMLTextAreaElement)
    return elemento.value === elemento.defaultValue ? undefined : elemento.value;
  if (elemento instanceof HTMLSelectElement) {
    // With no option marked `selected` in the HTML, the first one is the default.
    const inicial = Math.max(
      0,
      Array.from(elemento.options).findIndex((opcao) => opcao.defaultSelected),
    );
    return elemento.selectedIndex === inicial ? undefined : elemento.value;
  }
  return undefined;
}

/** A number field's value as react-hook-form reads it on a change (`valueAsNumber`). */
function comoRegistado(valor: string | boolean, opcoes?: { valueAsNumber?: boolean }) {
  return opcoes?.valueAsNumber && typeof valor === 'string' ? Number(valor) : valor;
}

/**
 * Everything the four forms share: schema validation with Portuguese messages, focus on the first
 * error, server field errors beside their fields, one idempotency key per submission, values kept
 * when sending fails, and the captcha token when one is configured.
 */
export function useFormularioSubmissao<S extends z.ZodType<FieldValues, FieldValues>, R>(opcoes: {
  schema: S;
  valoresIniciais: DefaultValues<z.input<S>>;
  enviar: (valores: z.output<S>, chave: string) => Promise<R>;
}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(opcoes.schema as never) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >,
    defaultValues: opcoes.valoresIniciais,
    // Validating on blur would move the submit button under the pointer mid-click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The first field in error takes the focus once its message is on the screen (below):
    // react-hook-form's own focus comes before, laying the page out once more in the same tap.
    shouldFocusError: false,
  });
  // A visitor on a slow phone fills the server's form before the code arrives; react-hook-form then
  // writes its defaults into every field it registers. What each field held when it was
  // registered, before React took it over, is put back once the form is mounted.
  const deixados = useRef<Map<string, unknown> | null>(new Map());
  // One ref callback per field for the form's life: a new one at every render would have React
  // detach and attach every field again each time the form renders (its errors shown, say).
  const refs = useRef(new Map<string, (elemento: unknown) => void>());
  const register = useCallback<UseFormRegister<z.input<S>>>(
    (nome, opcoesCampo) => {
      const registo = form.register(nome, opcoesCampo);
      let ref = refs.current.get(nome);
      if (!ref) {
        ref = (elemento) => {
          const valor = deixados.current ? valorDeixado(elemento) : undefined;
          if (valor !== undefined) deixados.current?.set(nome, comoRegistado(valor, opcoesCampo));
          // The field's registration as it stands (its options are renewed at each render).
          form.register(nome, opcoesCampo).ref(elemento);
        };
        refs.current.set(nome, ref);
      }
      return { ...registo, ref };
    },
    [form],
  );
  useEffect(() => {
    const valores = deixados.current;
    deixados.current = null;
    valores?.forEach((valor, nome) =>
      form.setValue(nome as Path<z.input<S>>, valor as PathValue<z.input<S>, Path<z.input<S>>>, {
        shouldDirty: true,
      }),
    );
  }, [form]);
  // zod prepares a schema on its first parse (its checks and their order, on every field): done
  // while the page is idle, so that the visitor's first send, a tap waiting for its errors to
  // show, does only the check itself.
  const { schema } = opcoes;
  useEffect(() => {
    const preparar = () => void schema.safeParse(form.getValues());
    if (typeof requestIdleCallback === 'undefined') {
      const espera = setTimeout(preparar, 0);
      return () => clearTimeout(espera);
    }
    const pedido = requestIdleCallback(preparar, { timeout: 2000 });
    return () => cancelIdleCallback(pedido);
  }, [schema, form]);
  const chave = useRef(novaChaveIdempotencia());
  const captcha = useRef<ControloCaptcha | null>(null);
  const [resultado, setResultado] = useState<R | null>(null);
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  // Sending, from the request leaving to its answer; a send the checks refuse renders once, with
  // its errors (react-hook-form's `isSubmitting` would render the form before them too).
  const [aEnviar, setAEnviar] = useState(false);
  const { enviar } = opcoes;

  // After a send the checks refused, once its errors are rendered: the first field in error, in
  // the page's order, takes the focus (a radio group's first option).
  const formulario = useRef<Element | null>(null);
  const { submitCount, errors } = form.formState;
  useLayoutEffect(() => {
    if (submitCount === 0 || Object.keys(errors).length === 0) return;
    const campo = formulario.current?.querySelector('[aria-invalid="true"]');
    const focavel = campo?.matches('input, select, textarea')
      ? campo
      : campo?.querySelector('input, select, textarea');
    if (focavel instanceof HTMLElement) focavel.focus();
    else form.setFocus(Object.keys(errors)[0] as Path<z.input<S>>);
    // Once per refused send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  const aoRecusar = (_erros: unknown, evento?: { target?: unknown }) => {
    if (evento?.target instanceof Element) formulario.current = evento.target;
  };

  const submeter = form.handleSubmit(async (valores, evento) => {
    if (evento?.target instanceof Element) formulario.current = evento.target;
    setErroGeral(null);
    setAEnviar(true);
    const captchaToken = captcha.current?.token();
    try {
      const resposta = await enviar(
        { ...valores, ...(captchaToken ? { captchaToken } : {}) },
        chave.current,
      );
      chave.current = novaChaveIdempotencia();
      setResultado(resposta);
    } catch (erro) {
      if (erro instanceof ErroValidacao) {
        const campos = Object.entries(erro.campos).filter(
          ([campo]) => campo in (form.getValues() as object),
        );
        campos.forEach(([campo, mensagem], indice) =>
          form.setError(
            campo as Path<z.input<S>>,
            { type: 'servidor', message: mensagem },
            { shouldFocus: indice === 0 },
          ),
        );
        const foraDosCampos = Object.entries(erro.campos).find(
          ([campo]) => !(campo in (form.getValues() as object)),
        );
        setErroGeral(foraDosCampos ? foraDosCampos[1] : erro.message);
      } else {
        setErroGeral(
          erro instanceof Error ? erro.message : 'Não foi possível enviar. Tente novamente.',
        );
      }
    } finally {
      setAEnviar(false);
      // Tokens are single-use: whatever happened to this attempt, the next one needs a new token.
      captcha.current?.reiniciar();
    }
  }, aoRecusar);

  const recomecar = useCallback(() => {
    form.reset(opcoes.valoresIniciais);
    setResultado(null);
    setErroGeral(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const registarCaptcha = useCallback((controlo: ControloCaptcha | null) => {
    captcha.current = controlo;
  }, []);

  return {
    form: { ...form, register },
    submeter,
    aEnviar,
    resultado,
    erroGeral,
    recomecar,
    registarCaptcha,
  };
}
