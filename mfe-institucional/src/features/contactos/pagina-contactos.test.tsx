import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { aguardarCarregamento, renderizar, responder } from '@site/shared/testes';

import { LOCAIS, SEDE } from '../../testes/dados';
import { CAMINHO_LOCAIS, CAMINHO_SEDE, servirLocais } from '../../testes/servicos';

import { PaginaContactos } from './pagina-contactos';

/** Opens the contacts page once the CMS has answered with the head office and the places. */
async function abrir() {
  servirLocais(SEDE, LOCAIS);
  const resultado = renderizar(<PaginaContactos />, { rota: '/contactos' });
  await aguardarCarregamento();
  return resultado;
}

describe('PaginaContactos', () => {
  it('mostra a sede em destaque e depois só as delegações activas', async () => {
    await abrir();
    expect(screen.getByRole('heading', { level: 2, name: 'Sede' })).toBeInTheDocument();
    const delegacoes = screen.getByRole('region', { name: 'Delegações' });
    expect(
      within(delegacoes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Delegação de Benguela']);
    expect(screen.queryByText('Delegação do Huambo')).not.toBeInTheDocument();
  });

  it('dá a cada contacto da sede a sua ligação: telefone, WhatsApp, e-mail e Skype', async () => {
    await abrir();
    const sede = screen.getByRole('article', { name: 'Sede' });
    expect(within(sede).getByText(/Telefone \| WhatsApp/)).toBeInTheDocument();
    expect(within(sede).getByRole('link', { name: '+244 923 456 789' })).toHaveAttribute(
      'href',
      'tel:+244923456789',
    );
    const whatsapp = within(sede).getByRole('link', { name: /WhatsApp para \+244 923 456 789/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/244923456789');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(sede).getByRole('link', { name: '+244 222 334 455' })).toHaveAttribute(
      'href',
      'tel:+244222334455',
    );
    expect(within(sede).getByRole('link', { name: 'geral@aaq.ao' })).toHaveAttribute(
      'href',
      'mailto:geral@aaq.ao',
    );
    expect(within(sede).getByRole('link', { name: 'aaq.angola' })).toHaveAttribute(
      'href',
      'skype:aaq.angola?chat',
    );
    expect(within(sede).getByText('Segunda a sexta-feira: 08h00–17h00')).toBeInTheDocument();
  });

  it('mostra a morada e a forma de a encontrar sem mapas embutidos', async () => {
    const { container } = await abrir();
    const sede = screen.getByRole('article', { name: 'Sede' });
    expect(
      within(sede)
        .getByRole('link', { name: /Abrir no mapa/ })
        .getAttribute('href'),
    ).toMatch(/^geo:0,0\?q=Rua%20Rainha/);
    const osm = within(sede).getByRole('link', { name: /OpenStreetMap/ });
    expect(osm).toHaveAttribute('target', '_blank');
    expect(osm).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sede.querySelector('address')).toHaveTextContent(
      'Rua Rainha Ginga, n.º 45Luanda, Angola',
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('enquanto a sede e as delegações carregam, mostra os seus esboços e o formulário já se usa', async () => {
    const utilizador = userEvent.setup();
    const pedidosSede = responder('get', CAMINHO_SEDE, 'pendente');
    const pedidosLocais = responder('get', CAMINHO_LOCAIS, 'pendente');
    renderizar(<PaginaContactos />, { rota: '/contactos' });
    await waitFor(() => expect([...pedidosSede, ...pedidosLocais]).toHaveLength(2));

    expect(screen.getAllByRole('status').map((estado) => estado.textContent)).toEqual([
      'A carregar a morada e os contactos da sede…',
      'A carregar as delegações…',
    ]);
    expect(screen.queryByRole('article', { name: 'Sede' })).not.toBeInTheDocument();
    await utilizador.type(screen.getByRole('textbox', { name: /^Nome/ }), 'João Baptista');
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('João Baptista');
  });
});
