import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';

import { submeterCandidatura } from '@site/shared/api';
import { PARAMETRO_CATEGORIA } from '@site/shared/contract';
import { esquemaCandidatura } from '@site/shared/contract/esquemas';
import {
  AlertaErroEnvio,
  FechoFormulario,
  useFormularioSubmissao,
} from '@site/shared/ui/formulario';

import { ConfirmacaoCandidatura } from './confirmacao-candidatura';
import { ContactosCandidato } from './contactos-candidato';
import { DadosCandidato } from './dados-candidato';
import { DeclaracoesCandidato } from './declaracoes-candidato';
import { candidaturaInicial, prepararCandidatura } from './regras-candidatura';

/** The membership application: three fieldsets, checked before sending, confirmed with its number. */
export function FormularioCandidatura() {
  const [parametros] = useSearchParams();
  const { form, submeter, aEnviar, resultado, erroGeral, recomecar, registarCaptcha } =
    useFormularioSubmissao({
      schema: esquemaCandidatura,
      valoresIniciais: candidaturaInicial(parametros.get(PARAMETRO_CATEGORIA)),
      enviar: (valores, chave) => submeterCandidatura(prepararCandidatura(valores), chave),
    });
  const idTitulo = useId();

  if (resultado) return <ConfirmacaoCandidatura numero={resultado.id} aoRecomecar={recomecar} />;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submeter}
        aria-labelledby={idTitulo}
        className="formulario-candidatura"
      >
        <h2 id={idTitulo} className="h4">
          Formulário de candidatura
        </h2>
        <p className="small text-body-secondary">
          Os campos assinalados com <span aria-hidden="true">*</span>
          <span className="visually-hidden">asterisco</span> são obrigatórios.
        </p>
        <AlertaErroEnvio mensagem={erroGeral} />
        <DadosCandidato />
        <ContactosCandidato />
        <DeclaracoesCandidato />
        <FechoFormulario
          registarCaptcha={registarCaptcha}
          aEnviar={aEnviar}
          texto="Enviar candidatura"
          textoAEnviar="A enviar a candidatura…"
          className="btn btn-primary btn-lg"
          finalidade="apreciar a sua candidatura"
        />
      </form>
    </FormProvider>
  );
}
