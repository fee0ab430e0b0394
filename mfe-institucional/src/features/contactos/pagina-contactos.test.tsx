import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { localQuery, locaisQuery } from '@site/shared/api';
import { ID_LOCAL_SEDE } from '@site/shared/contract';

import { LOCAIS, SEDE } from '../../teste/dados';
import { renderizar, simularLeituras, type Leitura } from '../../teste/renderizar';

import { PaginaContactos } from './pagina-contactos';

function renderizarComDados() {
  return renderizar(<PaginaContactos />, {
    caminho: '/contactos',
    semear: (queryClient) => {
      queryClient.setQueryData(localQuery(ID_LOCAL_SEDE).queryKey, SEDE);
      queryClient.setQueryData(locaisQuery().queryKey, LOCAIS);
    },
  });
}

describe('PaginaContactos', () => {
  it('mostra a sede em destaque e depois só as delegações activas', () => {
    renderizarComDados();
    expect(screen.getByRole('heading', { level: 2, name: 'Sede' })).toBeInTheDocument();
    const delegacoes = screen.getByRole('region', { name: 'Delegações' });
    expect(
      within(delegacoes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Delegação de Benguela']);
    expect(screen.queryByText('Delegação do Huambo')).not.toBeInTheDocument();
  });

  it('dá a cada contacto da sede a sua ligação: telefone, WhatsApp, e-mail e Skype', () => {
    renderizarComDados();
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

  it('mostra a morada e a forma de a encontrar sem mapas embutidos', () => {
    const { container } = renderizarComDados();
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
    simularLeituras('cms', () => new Promise<Leitura>(() => undefined));
    renderizar(<PaginaContactos />, { caminho: '/contactos' });

    expect(screen.getAllByRole('status').map((estado) => estado.textContent)).toEqual([
      'A carregar a morada e os contactos da sede…',
      'A carregar as delegações…',
    ]);
    expect(screen.queryByRole('article', { name: 'Sede' })).not.toBeInTheDocument();
    await utilizador.type(screen.getByRole('textbox', { name: /^Nome/ }), 'João Baptista');
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('João Baptista');
  });
});
