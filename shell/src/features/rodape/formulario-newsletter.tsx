import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';

import { subscreverNewsletter } from '@site/shared/api';
import { CAMINHO_SAIR_NEWSLETTER } from '@site/shared/contract';
import { esquemaNewsletter } from '@site/shared/contract/esquemas';
import {
  AlertaErroEnvio,
  CampoCaixa,
  CampoTexto,
  ConfirmacaoEnvio,
  FechoFormulario,
  useFormularioSubmissao,
} from '@site/shared/ui/formulario';

/** The footer's newsletter subscription. */
export function FormularioNewsletter() {
  const { form, submeter, aEnviar, resultado, erroGeral, recomecar, registarCaptcha } =
    useFormularioSubmissao({
      schema: esquemaNewsletter,
      valoresIniciais: { email: '', consentimento: false as unknown as true, website: '' },
      enviar: (valores, chave) => subscreverNewsletter(valores, chave),
    });
  const idTitulo = useId();
  const idDescricao = useId();

  return (
    <section aria-labelledby={idTitulo}>
      <h2 id={idTitulo} className="h6 text-uppercase rodape-titulo">
        Newsletter
      </h2>
      {resultado ? (
        <ConfirmacaoEnvio
          titulo={resultado.jaExistia ? 'Este endereço já está subscrito' : 'Subscrição confirmada'}
          aoRecomecar={recomecar}
          textoRecomecar="Subscrever outro endereço"
        >
          <p className="mb-0 small">
            {resultado.jaExistia
              ? 'Já recebe a nossa newsletter neste endereço; não é preciso fazer mais nada.'
              : 'Obrigado! Passará a receber as novidades e a agenda da associação.'}
          </p>
        </ConfirmacaoEnvio>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={submeter} aria-describedby={idDescricao}>
            <p id={idDescricao} className="small">
              Receba a agenda de eventos e as novidades da associação.
            </p>
            <AlertaErroEnvio mensagem={erroGeral} />
            <CampoTexto
              nome="email"
              rotulo="Endereço de e-mail"
              tipo="email"
              autoComplete="email"
              obrigatorio
            />
            <CampoCaixa
              nome="consentimento"
              className="mb-3 form-check small"
              rotulo="Aceito que a associação use este endereço para me enviar a newsletter, com a agenda e as novidades (comunicações de marketing por e-mail). Posso cancelar quando quiser."
              obrigatorio
            />
            <FechoFormulario
              registarCaptcha={registarCaptcha}
              aEnviar={aEnviar}
              texto="Subscrever"
              textoAEnviar="A subscrever…"
              className="btn btn-warning"
              finalidade="lhe enviar a newsletter"
            />
            <p className="small mt-2 mb-0">
              Já não quer recebê-la? <Link to={CAMINHO_SAIR_NEWSLETTER}>Cancelar a subscrição</Link>
              .
            </p>
          </form>
        </FormProvider>
      )}
    </section>
  );
}
