import { screen, within } from '@testing-library/react';

import { renderizar } from '@site/shared/testes';

import { Partilha } from './partilha';

const ENDERECO = 'https://aaq.example.ao/pagina/12/formacao';

describe('Partilha', () => {
  it('liga ao WhatsApp, ao Facebook e ao LinkedIn com o título e o endereço canónico da página', () => {
    renderizar(<Partilha titulo="Formação & Certificação" />, {
      rota: '/pagina/12/formacao?origem=menu#seccao-3',
    });
    const lista = screen.getByRole('list', { name: 'Partilhar' });
    const ligacoes = within(lista).getAllByRole('link');
    expect(ligacoes.map((ligacao) => ligacao.textContent)).toEqual([
      'Partilhar no WhatsApp (abre numa nova janela)',
      'Partilhar no Facebook (abre numa nova janela)',
      'Partilhar no LinkedIn (abre numa nova janela)',
    ]);
    expect(
      screen.getByRole('link', { name: 'Partilhar no WhatsApp (abre numa nova janela)' }),
    ).toHaveAttribute(
      'href',
      'https://wa.me/?text=Forma%C3%A7%C3%A3o%20%26%20Certifica%C3%A7%C3%A3o%20https%3A%2F%2Faaq.example.ao%2Fpagina%2F12%2Fformacao',
    );
    expect(screen.getByRole('link', { name: /^Partilhar no Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(ENDERECO)}`,
    );
    expect(screen.getByRole('link', { name: /^Partilhar no LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(ENDERECO)}`,
    );
    for (const ligacao of ligacoes) {
      expect(ligacao).toHaveAttribute('target', '_blank');
      expect(ligacao).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('partilha o endereço que a página indica, em vez do da barra', () => {
    renderizar(<Partilha titulo="Workshop" caminho="/eventos/9/workshop" />, {
      rota: '/eventos/9',
    });
    expect(screen.getByRole('link', { name: /^Partilhar no Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://aaq.example.ao/eventos/9/workshop')}`,
    );
  });
});
