// The form kit: fields, submission, human check. A shared singleton of its own
// (`@site/shared/ui/formulario`), apart from the rest of the UI, so that React Hook Form, its zod
// resolver and these components load only where a form is shown (each form is a lazy chunk).
export { AlertaErroEnvio, BotaoEnviar, ConfirmacaoEnvio, FechoFormulario } from './alerta-envio';
export { CampoAreaTexto, CampoCaixa, CampoEscolha, CampoSelecao, CampoTexto } from './campos';
export { CamposEmailTelefone } from './campos-contacto';
export { useFormularioSubmissao } from './use-formulario-submissao';
export { VerificacaoHumana } from './verificacao-humana';
