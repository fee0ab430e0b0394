import { screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';

import { configuracaoTeste, renderizar } from '@site/shared/testes';

import { FechoFormulario } from './alerta-envio';
import { CampoCaixa } from './campos';

/** A form of the kit: a box that is not consent, the consent box and the form's end. */
function Formulario(props: { finalidade?: string }) {
  const form = useForm({ defaultValues: { aceitaEstatutos: false, consentimento: false } });
  return (
    <FormProvider {...form}>
      <form aria-label="Formulário de teste">
        <CampoCaixa nome="aceitaEstatutos" rotulo="Li e aceito os estatutos." />
        <CampoCaixa nome="consentimento" rotulo="Autorizo o tratamento dos meus dados." />
        <FechoFormulario
          registarCaptcha={() => undefined}
          aEnviar={false}
          texto="Enviar"
          finalidade={props.finalidade}
        />
      </form>
    </FormProvider>
  );
}

const ligacaoPolitica = /política de privacidade \(abre num novo separador\)/;

describe('o aviso de dados dos formulários', () => {
  it('a caixa de consentimento liga à política de privacidade, num novo separador', () => {
    renderizar(<Formulario />);
    const consentimento = screen.getByRole('checkbox', { name: /Autorizo o tratamento/ });
    const rotulo = consentimento.closest('.form-check')!;
    const ligacao = within(rotulo as HTMLElement).getByRole('link', { name: ligacaoPolitica });
    expect(ligacao).toHaveAttribute('href', '/privacidade');
    expect(ligacao).toHaveAttribute('target', '_blank');
    expect(ligacao).toHaveAttribute('rel', 'noopener noreferrer');
    const estatutos = screen.getByRole('checkbox', { name: /estatutos/ }).closest('.form-check')!;
    expect(within(estatutos as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('debaixo do botão diz quem recebe os dados e porquê, com a mesma ligação', () => {
    renderizar(<Formulario finalidade="responder à sua mensagem" />);
    const aviso = screen.getByText(/Os dados deste formulário são recebidos pela/);
    expect(aviso).toHaveTextContent(
      `${configuracaoTeste.associacao.nome} (${configuracaoTeste.associacao.sigla}), através do seu sistema de gestão de conteúdos, apenas para responder à sua mensagem.`,
    );
    expect(within(aviso).getByRole('link', { name: ligacaoPolitica })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    const botao = screen.getByRole('button', { name: 'Enviar' });
    expect(botao.compareDocumentPosition(aviso) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sem finalidade própria, o aviso fala em tratar o pedido', () => {
    renderizar(<Formulario />);
    expect(screen.getByText(/apenas para tratar este pedido\./)).toBeInTheDocument();
  });
});
