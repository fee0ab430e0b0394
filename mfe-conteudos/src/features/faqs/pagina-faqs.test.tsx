import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { aguardarCarregamento, renderizar } from '@site/shared/testes';

import { grupoTipo, registo } from '../../testes/dados';
import { servirPaginaGrupo } from '../../testes/servicos';

import { PaginaFaqs } from './pagina-faqs';

/** Opens the FAQs at `rota` once the CMS has answered with their categories and questions. */
async function abrirFaqs(rota: string) {
  servirPaginaGrupo(
    'faqs',
    [grupoTipo(101, 10, 'A associação', 1), grupoTipo(103, 10, 'Normalização', 3)],
    [
      registo({
        idRegisto: 1001,
        idGrupo: 10,
        idGrupoTipo: 101,
        nome: 'Quanto custa ser associado?',
        slug: 'quanto-custa-ser-associado',
        texto: '<p>A quota anual é de 30 000 Kz.</p>',
      }),
      registo({
        idRegisto: 1002,
        idGrupo: 10,
        idGrupoTipo: 103,
        nome: 'A certificação é obrigatória?',
        slug: 'a-certificacao-e-obrigatoria',
        texto: '<p>Em regra, não: é <em>voluntária</em>.</p>',
      }),
    ],
  );

  const resultado = renderizar(<PaginaFaqs />, { rota });
  await aguardarCarregamento();
  return resultado;
}

describe('Perguntas frequentes', () => {
  it('agrupa as perguntas por categoria num acordeão fechado, que abre e fecha', async () => {
    await abrirFaqs('/faqs');
    const utilizador = userEvent.setup();
    const botao = await screen.findByRole('button', { name: 'Quanto custa ser associado?' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'A associação',
      'Normalização',
    ]);
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('region', { name: 'Quanto custa ser associado?' }),
    ).not.toBeInTheDocument();

    await utilizador.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    const resposta = screen.getByRole('region', { name: 'Quanto custa ser associado?' });
    expect(botao).toHaveAttribute('aria-controls', resposta.id);
    expect(resposta).toHaveTextContent('A quota anual é de 30 000 Kz.');

    await utilizador.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'false');
  });

  it('o endereço /faqs#<slug> abre essa pergunta, cujo contentor tem o slug como id', async () => {
    const { container } = await abrirFaqs('/faqs#a-certificacao-e-obrigatoria');
    const botao = await screen.findByRole('button', { name: 'A certificação é obrigatória?' });
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('#a-certificacao-e-obrigatoria')).toContainElement(botao);
    expect(screen.getByRole('link', { name: 'Ligação para esta pergunta' })).toHaveAttribute(
      'href',
      '/faqs#a-certificacao-e-obrigatoria',
    );
    expect(screen.getByRole('button', { name: 'Quanto custa ser associado?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('o filtro ignora acentos e procura também nas respostas; sem resultados oferece limpar a pesquisa', async () => {
    await abrirFaqs('/faqs');
    const utilizador = userEvent.setup();
    const filtro = await screen.findByRole('searchbox', { name: 'Filtrar perguntas' });

    await utilizador.type(filtro, 'VOLUNTARIA');
    expect(
      screen.getByRole('button', { name: 'A certificação é obrigatória?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Quanto custa ser associado?' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('1 pergunta encontrada')).toBeInTheDocument();

    await utilizador.clear(filtro);
    await utilizador.type(filtro, 'xyz');
    await utilizador.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(2);
  });
});
