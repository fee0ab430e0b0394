import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { pedidoEndpoint, renderizar, responder } from '../../testes';
import { useLocais } from '../api';

import { EstadoConsulta } from './estados-consulta';

function ListaLocais() {
  const consulta = useLocais();
  return (
    <EstadoConsulta consulta={consulta}>
      {(locais) => <p>{`${locais.length} locais`}</p>}
    </EstadoConsulta>
  );
}

const LOCAL = { idLocal: 2, nome: 'Sede', email: 'geral@exemplo.ao' };

describe('EstadoConsulta: "Tentar novamente" depois de uma falha', () => {
  it('pede de novo e mostra o conteúdo quando o serviço volta', async () => {
    const pedidos = responder(...pedidoEndpoint('locais'), { status: 503 }, { objecto: [LOCAL] });
    renderizar(<ListaLocais />, { semRepeticoes: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1 locais')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pedidos).toHaveLength(2);
  });

  it('enquanto a nova tentativa está a caminho diz "A tentar…" e não a recomeça a cada toque', async () => {
    // A query that had data and then failed keeps its error shown while it tries again: a second
    // tap would cancel the request under way and start another, forever on a slow network.
    const utilizador = userEvent.setup();
    const pedidos = responder(
      ...pedidoEndpoint('locais'),
      { objecto: [LOCAL] },
      { status: 503 },
      'pendente',
    );
    const { queryClient } = renderizar(<ListaLocais />, { semRepeticoes: true });
    expect(await screen.findByText('1 locais')).toBeInTheDocument();
    await queryClient.refetchQueries();
    await utilizador.click(await screen.findByRole('button', { name: 'Tentar novamente' }));

    const aTentar = await screen.findByRole('button', { name: 'A tentar…' });
    expect(aTentar).toHaveAttribute('aria-disabled', 'true');
    await utilizador.click(aTentar);
    await utilizador.click(aTentar);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(pedidos).toHaveLength(3);
  });
});
