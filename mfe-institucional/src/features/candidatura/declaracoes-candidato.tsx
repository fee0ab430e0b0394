import { LIMITES_TEXTO } from '@site/shared/contract';
import { useConfiguracaoSite } from '@site/shared/ui';
import { CampoAreaTexto, CampoCaixa } from '@site/shared/ui/formulario';

/** Motivation, the acceptance of the statutes and the consent to process the applicant's data. */
export function DeclaracoesCandidato() {
  const { associacao } = useConfiguracaoSite();
  return (
    <fieldset className="mb-4">
      <legend className="h5 legenda-formulario">Declarações</legend>
      <CampoAreaTexto
        nome="motivacao"
        rotulo="Porque quer ser associado? (opcional)"
        linhas={4}
        maximo={LIMITES_TEXTO.motivacao.max}
      />
      <CampoCaixa
        nome="aceitaEstatutos"
        obrigatorio
        rotulo={
          <>
            Li e aceito os{' '}
            <a href={`/${associacao.slug}#estatutos`} target="_blank" rel="noopener noreferrer">
              estatutos da {associacao.sigla}
              <span className="visually-hidden"> (abre num novo separador)</span>
            </a>
            .
          </>
        }
      />
      <CampoCaixa
        nome="consentimento"
        obrigatorio
        rotulo="Autorizo o tratamento dos meus dados pessoais para a apreciação desta candidatura."
        ajuda="A associação usa estes dados apenas para apreciar a candidatura e, se for admitido, para gerir a sua inscrição como associado. Não os partilha com terceiros."
      />
    </fieldset>
  );
}
