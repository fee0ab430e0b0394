import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { LimiteErro } from './limite-erro';

function Avaria({ falhar }: { falhar: boolean }): React.ReactNode {
  if (falhar) throw new Error('dados inesperados');
  return <p>Conteúdo do bloco</p>;
}

/** A block that counts its own mounts, to tell a reset from a remount. */
function Contador() {
  const [montagem] = useState(() => {
    Contador.montagens += 1;
    return Contador.montagens;
  });
  return <p>Montagem {montagem}</p>;
}
Contador.montagens = 0;

beforeEach(() => {
  // React reports the caught error on the console; the boundary logs its own warning.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('LimiteErro', () => {
  it('mostra no lugar do bloco que falhou uma mensagem em português, e o resto da página fica', () => {
    render(
      <>
        <LimiteErro nome="a coluna Contactos" compacto>
          <Avaria falhar />
        </LimiteErro>
        <p>Resto da página</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível mostrar a coluna Contactos. Tentar novamente',
    );
    expect(screen.getByText('Resto da página')).toBeInTheDocument();
  });

  it('"Tentar novamente" volta a desenhar o bloco', async () => {
    let falhar = true;
    function Bloco() {
      return <Avaria falhar={falhar} />;
    }
    render(
      <LimiteErro nome="o destaque">
        <Bloco />
      </LimiteErro>,
    );
    expect(
      screen.getByRole('heading', { name: 'Não foi possível mostrar o destaque' }),
    ).toBeVisible();
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Conteúdo do bloco')).toBeInTheDocument();
  });

  it('noutro endereço tenta de novo o bloco que falhou, sem voltar a montar o que não falhou', () => {
    Contador.montagens = 0;
    const { rerender } = render(
      <LimiteErro nome="esta página" chaveReinicio="/a">
        <Contador />
      </LimiteErro>,
    );
    rerender(
      <LimiteErro nome="esta página" chaveReinicio="/b">
        <Contador />
      </LimiteErro>,
    );
    expect(screen.getByText('Montagem 1')).toBeInTheDocument();

    const falha = render(
      <LimiteErro nome="esta página" chaveReinicio="/a">
        <Avaria falhar />
      </LimiteErro>,
    );
    expect(falha.getByRole('alert')).toBeInTheDocument();
    falha.rerender(
      <LimiteErro nome="esta página" chaveReinicio="/b">
        <Avaria falhar={false} />
      </LimiteErro>,
    );
    expect(falha.getByText('Conteúdo do bloco')).toBeInTheDocument();
  });
});
