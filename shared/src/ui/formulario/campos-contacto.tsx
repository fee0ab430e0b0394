import { CampoTexto } from './campos';

/**
 * The e-mail and phone pair of the sign-up, application and contact forms, bound to the form's
 * `email` and `telefone` fields. The phone is required, with an example, unless `telefoneOpcional`.
 */
export function CamposEmailTelefone(props: { className?: string; telefoneOpcional?: boolean }) {
  const opcional = props.telefoneOpcional ?? false;
  return (
    <>
      <CampoTexto
        className={props.className}
        nome="email"
        rotulo="E-mail"
        tipo="email"
        autoComplete="email"
        obrigatorio
      />
      <CampoTexto
        className={props.className}
        nome="telefone"
        rotulo={opcional ? 'Telefone (opcional)' : 'Telefone'}
        tipo="tel"
        autoComplete="tel"
        ajuda={opcional ? undefined : 'Ex.: +244 923 456 789'}
        obrigatorio={!opcional}
      />
    </>
  );
}
