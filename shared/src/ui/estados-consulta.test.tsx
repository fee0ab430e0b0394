import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { pedidoEndpoint, renderizar, responder } from '../../testes';
import { useLocais, useLocal } from '../api';

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

/** A place the CMS says does not exist, beside the list of places. */
function LocalInexistenteELista() {
  const inexistente = useLocal(99);
  return (
    <>
      {inexistente.isError ? <p>Local 99 não existe</p> : null}
      <ListaLocais />
    </>
  );
}

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

  it('pede de novo também o que mais falhou na página, mas não o que o CMS disse não existir', async () => {
    const locais = responder(...pedidoEndpoint('locais'), { status: 503 }, { objecto: [LOCAL] });
    const sede = responder(
      ...pedidoEndpoint('local', { idLocal: 2 }),
      { status: 503 },
      {
        objecto: LOCAL,
      },
    );
    const inexistente = responder(...pedidoEndpoint('local', { idLocal: 99 }), { status: 404 });
    function Pagina() {
      const consultaSede = useLocal(2);
      return (
        <>
          <LocalInexistenteELista />
          {consultaSede.isError ? <p>Sede por carregar</p> : null}
          {consultaSede.data ? <p>{consultaSede.data.nome}</p> : null}
        </>
      );
    }
    renderizar(<Pagina />, { semRepeticoes: true });
    expect(await screen.findByText('Sede por carregar')).toBeInTheDocument();
    expect(await screen.findByText('Local 99 não existe')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('1 locais')).toBeInTheDocument();
    expect(await screen.findByText('Sede')).toBeInTheDocument();
    expect(screen.getByText('Local 99 não existe')).toBeInTheDocument();
    expect([locais.length, sede.length, inexistente.length]).toEqual([2, 2, 1]);
  });
});
