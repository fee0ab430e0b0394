import { useEffect, useId, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';

import { cancelarNewsletter } from '@site/shared/api';
import { caminhoContactoSobre } from '@site/shared/contract';
import { esquemaCancelamentoNewsletter } from '@site/shared/contract/esquemas';
import {
  AlertaErroEnvio,
  CampoTexto,
  ConfirmacaoEnvio,
  FechoFormulario,
  useFormularioSubmissao,
} from '@site/shared/ui/formulario';

import { emailSede, useSede } from './responsavel-dados';

/** The subject of the e-mail a visitor writes when the CMS cannot take the request itself. */
const ASSUNTO_EMAIL = 'Cancelar a subscrição da newsletter';

/**
 * The CMS has no call for leaving: how to ask by e-mail instead (to the head office's address,
 * with the subject and the address to remove already written), or through the contact form.
 */
function PedirPorEmail({ email }: { email: string }) {
  const sede = emailSede(useSede().data);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const corpo = `Peço que o endereço ${email} deixe de receber a newsletter.`;
  const mailto = sede
    ? `mailto:${sede}?subject=${encodeURIComponent(ASSUNTO_EMAIL)}&body=${encodeURIComponent(corpo)}`
    : undefined;
  return (
    <div ref={ref} tabIndex={-1} className="alert alert-info" role="status">
      <h2 className="h5 alert-heading">Peça o cancelamento por e-mail</h2>
      <p>
        O sistema da associação ainda não recebe cancelamentos por este formulário, e o seu pedido
        não foi registado.{' '}
        {mailto ? (
          <>
            Para deixar de receber a newsletter, escreva para <a href={mailto}>{sede}</a> a partir
            do endereço subscrito, com o assunto «{ASSUNTO_EMAIL}».
          </>
        ) : null}
      </p>
      <p className="mb-0">
        {mailto ? 'Também pode usar' : 'Para deixar de receber a newsletter, use'} o{' '}
        <Link to={caminhoContactoSobre('proteccao-dados')}>
          formulário de contacto com o assunto «Protecção de dados»
        </Link>
        .
      </p>
    </div>
  );
}

/** The withdrawal form: the address, sent to the CMS; a CMS without the call is explained. */
export function FormularioSairNewsletter() {
  const { form, submeter, aEnviar, resultado, erroGeral, registarCaptcha } = useFormularioSubmissao(
    {
      schema: esquemaCancelamentoNewsletter,
      valoresIniciais: { email: '', website: '' },
      enviar: async (valores, chave) => ({
        email: valores.email,
        ...(await cancelarNewsletter(valores, chave)),
      }),
    },
  );
  const idTitulo = useId();

  if (resultado && !resultado.suportado) {
    return <PedirPorEmail email={resultado.email} />;
  }
  if (resultado) {
    return (
      <ConfirmacaoEnvio titulo="Subscrição cancelada">
        <p className="mb-0">
          O endereço <strong>{resultado.email}</strong> deixou de receber a newsletter. Se voltar a
          subscrevê-la, pedimos de novo a sua autorização.
        </p>
      </ConfirmacaoEnvio>
    );
  }
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submeter} aria-labelledby={idTitulo}>
        <h2 id={idTitulo} className="h5">
          Deixar de receber a newsletter
        </h2>
        <AlertaErroEnvio mensagem={erroGeral} />
        <CampoTexto
          nome="email"
          rotulo="Endereço de e-mail subscrito"
          tipo="email"
          autoComplete="email"
          obrigatorio
        />
        <FechoFormulario
          registarCaptcha={registarCaptcha}
          aEnviar={aEnviar}
          texto="Cancelar a subscrição"
          textoAEnviar="A cancelar…"
          finalidade="registar o cancelamento da sua subscrição"
        />
      </form>
    </FormProvider>
  );
}
