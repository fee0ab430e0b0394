import { LIMITES_TEXTO } from '@site/shared/contract';
import { CampoAreaTexto, CampoSelecao, CamposEmailTelefone } from '@site/shared/ui/formulario';

import { OPCOES_PROVINCIA } from './regras-candidatura';

/** How the association reaches the applicant. */
export function ContactosCandidato() {
  return (
    <fieldset className="mb-4">
      <legend className="h5 legenda-formulario">Contactos</legend>
      <div className="row g-md-3">
        <CamposEmailTelefone className="col-md-6 mb-3" />
      </div>
      <CampoSelecao
        nome="provincia"
        rotulo="Província"
        opcoes={OPCOES_PROVINCIA}
        vazio="Escolha a província"
        obrigatorio
      />
      <CampoAreaTexto
        nome="morada"
        rotulo="Morada"
        linhas={3}
        maximo={LIMITES_TEXTO.morada.max}
        obrigatorio
      />
    </fieldset>
  );
}
