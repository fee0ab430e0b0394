import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';

import { enviarMensagemContacto } from '@site/shared/api';
import { assuntoDoEndereco, type PedidoMensagemContacto } from '@site/shared/contract';
import { esquemaMensagemContacto } from '@site/shared/contract/esquemas';
import {
  AlertaErroEnvio,
  CampoCaixa,
  CampoTexto,
  CamposEmailTelefone,
  ConfirmacaoEnvio,
  FechoFormulario,
  useFormularioSubmissao,
} from '@site/shared/ui/formulario';

import { CampoMensagem } from './campo-mensagem';

const MENSAGEM_VAZIA: PedidoMensagemContacto = {
  nome: '',
  email: '',
  telefone: '',
  assunto: '',
  mensagem: '',
  consentimento: false as unknown as true,
  website: '',
};

/**
 * The contact form: checked before sending, values kept when it fails, confirmed with its number.
 * A link may choose its subject (`?assunto=proteccao-dados`): the server's HTML and the browser's
 * first render read the same address, so both write the same subject.
 */
export function FormularioContacto() {
  const [pesquisa] = useSearchParams();
  const { form, submeter, aEnviar, resultado, erroGeral, recomecar, registarCaptcha } =
    useFormularioSubmissao({
      schema: esquemaMensagemContacto,
      valoresIniciais: { ...MENSAGEM_VAZIA, assunto: assuntoDoEndereco(pesquisa) ?? '' },
      enviar: (valores, chave) => enviarMensagemContacto(valores, chave),
    });
  const idTitulo = useId();

  return (
    <section className="card shadow-sm formulario-contacto" aria-labelledby={idTitulo}>
      <div className="card-body p-4">
        <h2 id={idTitulo} className="h4">
          Envie-nos uma mensagem
        </h2>
        {resultado ? (
          <ConfirmacaoEnvio
            titulo="Mensagem enviada"
            aoRecomecar={recomecar}
            textoRecomecar="Escrever outra mensagem"
          >
            <p className="mb-0">
              Obrigado pelo seu contacto. A sua mensagem ficou registada
              {resultado.id === null ? null : (
                <>
                  {' '}
                  com o número <strong>{resultado.id}</strong>
                </>
              )}{' '}
              e vamos responder-lhe para o endereço de e-mail que indicou.
            </p>
          </ConfirmacaoEnvio>
        ) : (
          <FormProvider {...form}>
            <form noValidate onSubmit={submeter} aria-labelledby={idTitulo}>
              <p className="small text-body-secondary">
                Os campos assinalados com <span aria-hidden="true">*</span>
                <span className="visually-hidden">asterisco</span> são obrigatórios.
              </p>
              <AlertaErroEnvio mensagem={erroGeral} />
              <CampoTexto nome="nome" rotulo="Nome" autoComplete="name" obrigatorio />
              <CamposEmailTelefone telefoneOpcional />
              <CampoTexto nome="assunto" rotulo="Assunto" obrigatorio />
              <CampoMensagem />
              <CampoCaixa
                nome="consentimento"
                obrigatorio
                rotulo="Autorizo o tratamento dos meus dados para responderem a esta mensagem."
                ajuda="Usamos o seu nome e contactos apenas para lhe responder; não os partilhamos com terceiros."
              />
              <FechoFormulario
                registarCaptcha={registarCaptcha}
                aEnviar={aEnviar}
                texto="Enviar mensagem"
                finalidade="responder à sua mensagem"
              />
            </form>
          </FormProvider>
        )}
      </div>
    </section>
  );
}
