import { LIMITES_TEXTO } from '@site/shared/contract';
import { CampoAreaTexto, CampoSelecao, CampoTexto } from '@site/shared/ui/formulario';

import { OPCOES_PROVINCIA } from './regras-candidatura';

/** How the association reaches the applicant. */
export function ContactosCandidato() {
  return (
    <fieldset className="mb-4">
      <legend className="h5 legenda-formulario">Contactos</legend>
      <div className="row g-md-3">
        <CampoTexto
          className="col-md-6 mb-3"
          nome="email"
          rotulo="E-mail"
          tipo="email"
          autoComplete="email"
          obrigatorio
        />
        <CampoTexto
          className="col-md-6 mb-3"
          nome="telefone"
          rotulo="Telefone"
          tipo="tel"
          autoComplete="tel"
          ajuda="Ex.: +244 923 456 789"
          obrigatorio
        />
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
