import { FormProvider } from 'react-hook-form';

import { inscreverEmEvento } from '@site/shared/api';
import {
  CATEGORIAS_PARTICIPANTE,
  formatarIntervalo,
  LIMITES_TEXTO,
  type Evento,
} from '@site/shared/contract';
import { esquemaInscricaoEvento } from '@site/shared/contract/esquemas';
import {
  AlertaErroEnvio,
  CampoAreaTexto,
  CampoCaixa,
  CampoEscolha,
  CampoTexto,
  CamposEmailTelefone,
  ConfirmacaoEnvio,
  FechoFormulario,
  useFormularioSubmissao,
} from '@site/shared/ui/formulario';

import { pedidoParaEnviar, valoresIniciais } from './regras-inscricao';

import './inscricao.css';

/** The event sign-up form (POST eve `inscricoes`). */
export function FormularioInscricao({ evento }: { evento: Evento }) {
  const { form, submeter, aEnviar, resultado, erroGeral, recomecar, registarCaptcha } =
    useFormularioSubmissao({
      schema: esquemaInscricaoEvento,
      valoresIniciais: valoresIniciais(evento.idEvento),
      enviar: (valores, chave) => inscreverEmEvento(pedidoParaEnviar(valores), chave),
    });
  const associado = form.watch('categoria') === 'associado';

  if (resultado) {
    return (
      <ConfirmacaoEnvio
        titulo="Inscrição registada"
        aoRecomecar={recomecar}
        textoRecomecar="Inscrever outra pessoa"
      >
        <p className="mb-1">
          A sua inscrição em <strong>{evento.titulo}</strong> (
          {formatarIntervalo(evento.dataInicio, evento.dataFim)}) foi registada
          {resultado.id === null ? '' : ` com o número ${resultado.id}`}.
        </p>
        <p className="mb-0">
          A associação entrará em contacto consigo para confirmar a participação.
        </p>
      </ConfirmacaoEnvio>
    );
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submeter}
        aria-label={`Inscrição em ${evento.titulo}`}
        className="formulario-inscricao"
      >
        <p className="text-body-secondary">Os campos assinalados com * são obrigatórios.</p>
        <AlertaErroEnvio mensagem={erroGeral} />
        <div className="row">
          <CampoTexto
            className="col-md-6 mb-3"
            nome="nome"
            rotulo="Nome completo"
            autoComplete="name"
            obrigatorio
          />
          <CamposEmailTelefone className="col-md-6 mb-3" />
          <CampoTexto
            className="col-md-6 mb-3"
            nome="organizacao"
            rotulo="Organização"
            autoComplete="organization"
          />
          <CampoTexto
            className="col-md-6 mb-3"
            nome="cargo"
            rotulo="Cargo"
            autoComplete="organization-title"
          />
          <CampoTexto
            className="col-md-6 mb-3"
            nome="participantes"
            rotulo="Número de participantes"
            tipo="number"
            numerico
            min={1}
            max={10}
            ajuda="De 1 a 10 pessoas por inscrição."
            obrigatorio
          />
        </div>
        <div className="row">
          <CampoEscolha
            className="col-md-6 mb-3"
            nome="categoria"
            rotulo="Categoria de participante"
            opcoes={CATEGORIAS_PARTICIPANTE}
            obrigatorio
          />
          {associado ? (
            <CampoTexto
              className="col-md-6 mb-3"
              nome="numeroAssociado"
              rotulo="Número de associado"
              obrigatorio
            />
          ) : null}
        </div>
        <CampoAreaTexto
          nome="necessidades"
          rotulo="Necessidades especiais"
          ajuda="Acessibilidade, restrições alimentares ou outra informação útil para a organização."
          linhas={3}
          maximo={LIMITES_TEXTO.necessidades.max}
        />
        <CampoCaixa
          nome="consentimento"
          rotulo="Aceito que a associação trate estes dados para gerir a minha inscrição e me contactar sobre o evento."
          obrigatorio
        />
        <FechoFormulario
          registarCaptcha={registarCaptcha}
          aEnviar={aEnviar}
          texto="Confirmar inscrição"
          textoAEnviar="A enviar a inscrição…"
        />
      </form>
    </FormProvider>
  );
}
