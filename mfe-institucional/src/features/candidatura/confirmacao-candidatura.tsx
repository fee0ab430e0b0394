import { Link } from 'react-router-dom';

import { ConfirmacaoEnvio } from '@site/shared/ui/formulario';

/** What the applicant sees once the application is stored: its number and what happens next. */
export function ConfirmacaoCandidatura(props: { numero: number | null; aoRecomecar: () => void }) {
  return (
    <ConfirmacaoEnvio
      titulo="Candidatura recebida"
      aoRecomecar={props.aoRecomecar}
      textoRecomecar="Enviar outra candidatura"
    >
      {props.numero === null ? (
        <p>A sua candidatura foi registada.</p>
      ) : (
        <p>
          O número da sua candidatura é <strong className="fs-5">{props.numero}</strong>. Indique-o
          sempre que contactar a secretaria.
        </p>
      )}
      <h3 className="h6">O que acontece a seguir</h3>
      <ol className="mb-2">
        <li>Recebe a confirmação no endereço de e-mail que indicou.</li>
        <li>A Direcção aprecia a candidatura e comunica-lhe a decisão por e-mail.</li>
        <li>
          Depois de admitido, recebe as instruções para o pagamento da jóia e da primeira quota.
        </li>
      </ol>
      <p className="mb-0">
        Entretanto, conheça as <Link to="/associados#beneficios">vantagens de ser associado</Link>.
      </p>
    </ConfirmacaoEnvio>
  );
}
