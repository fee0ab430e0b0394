import { screen, within } from '@testing-library/react';

import { urlEndpoint } from '@site/shared/contract';
import {
  aguardarCarregamento,
  paginaCms,
  paginaDetalhe,
  renderizar,
  responderCom,
  responderErro,
} from '@site/shared/testes';

import { SEDE } from '../../testes/dados';
import { CAMINHO_SEDE, servirPagina } from '../../testes/servicos';

import { PaginaPrivacidade } from './pagina-privacidade';

const CAMINHO_PAGINAS = urlEndpoint('paginas');

async function abrir(
  opcoes: { paginas?: unknown[]; captcha?: { siteKey: string; scriptUrl: string } } = {},
) {
  responderCom('get', CAMINHO_SEDE, SEDE);
  responderCom('get', CAMINHO_PAGINAS, opcoes.paginas ?? [paginaCms(12, 'Contactos')]);
  renderizar(<PaginaPrivacidade />, {
    rota: '/privacidade',
    configuracao: opcoes.captcha ? { captcha: opcoes.captcha } : {},
  });
  await aguardarCarregamento();
}

describe('PaginaPrivacidade', () => {
  it('diz quem é o responsável, com a morada e os contactos da sede lidos do CMS', async () => {
    await abrir();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Associação Angolana para a Qualidade')).toBeInTheDocument();
    expect(screen.getByText(/Rua Rainha Ginga, n\.º 45/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'geral@aaq.ao' })[0]).toHaveAttribute(
      'href',
      'mailto:geral@aaq.ao',
    );
    expect(screen.getByRole('link', { name: '+244 222 334 455' })).toBeInTheDocument();
  });

  it('para cada formulário diz o que recolhe, para quê, com que fundamento e por quanto tempo', async () => {
    await abrir();
    const titulos = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titulos).toEqual([
      'Newsletter (no rodapé de todas as páginas)',
      'Formulário de contacto',
      'Inscrição num evento',
      'Candidatura a associado',
    ]);
    const contacto = screen.getByRole('heading', { name: 'Formulário de contacto' }).parentElement!;
    expect(contacto).toHaveTextContent(/365 dias depois de a mensagem ser recebida/);
    expect(contacto).toHaveTextContent(/O seu consentimento/);
    expect(contacto).toHaveTextContent(/através do seu sistema de gestão de conteúdos/);
    const evento = screen.getByRole('heading', { name: 'Inscrição num evento' }).parentElement!;
    expect(evento).toHaveTextContent(/30 dias depois do fim do evento/);
    const newsletter = screen.getByRole('heading', { name: /Newsletter/ }).parentElement!;
    expect(newsletter).toHaveTextContent(/comunicações de marketing/);
    expect(within(newsletter).getByRole('link', { name: 'Cancelar a newsletter' })).toHaveAttribute(
      'href',
      '/privacidade/newsletter',
    );
  });

  it('explica os direitos e como os exercer: o e-mail da sede e o formulário com o assunto escolhido', async () => {
    await abrir();
    for (const direito of ['acesso', 'rectificação', 'eliminação', 'oposição', 'retirada']) {
      expect(screen.getByText(new RegExp(`^(a|o) ${direito}`))).toBeInTheDocument();
    }
    expect(
      screen.getByRole('link', {
        name: /formulário de contacto com o assunto «Protecção de dados»/,
      }),
    ).toHaveAttribute('href', '/contactos?assunto=proteccao-dados#contacto-formulario');
    expect(screen.getByRole('heading', { name: 'Reclamar junto da APD' })).toBeInTheDocument();
    expect(screen.getByText(/Agência de Protecção de Dados \(APD\)/)).toBeInTheDocument();
    expect(screen.getByText('29 de Novembro de 2026')).toHaveAttribute('datetime', '2026-11-29');
  });

  it('nomeia o cookie XSRF e a cópia sem ligação; o captcha só quando está configurado', async () => {
    await abrir();
    expect(screen.getByText('XSRF-TOKEN')).toBeInTheDocument();
    expect(screen.getByText(/Cópias para ler sem ligação/)).toBeInTheDocument();
    expect(screen.queryByText(/A verificação humana/)).not.toBeInTheDocument();
  });

  it('diz o que as medições de desempenho enviam e o que nunca enviam', async () => {
    await abrir();
    expect(screen.getByRole('heading', { name: 'Medições de desempenho' })).toBeInTheDocument();
    expect(screen.getByText(/não guarda o seu endereço IP/)).toBeInTheDocument();
    expect(screen.getByText(/nem o endereço completo da página/)).toBeInTheDocument();
  });

  it('com captcha configurado, diz de que serviço vem a verificação humana', async () => {
    await abrir({
      captcha: {
        siteKey: 'chave',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      },
    });
    expect(screen.getByText(/A verificação humana/)).toBeInTheDocument();
    expect(screen.getByText('challenges.cloudflare.com')).toBeInTheDocument();
  });

  it('uma página do CMS chamada «Proteção de dados pessoais» substitui o texto do site', async () => {
    const pagina = paginaDetalhe(40, 'PROTEÇÃO DE DADOS PESSOAIS', [
      {
        idSeccao: 1,
        nome: 'Os seus dados',
        textoSeccao: '<p>Texto da associação.<script>alert(1)</script></p>',
        activo: true,
        menu: false,
        ordem: 1,
        slides: [],
        anexos: [],
      } as never,
    ]);
    servirPagina(pagina);
    await abrir({
      paginas: [paginaCms(12, 'Contactos'), paginaCms(40, pagina.textoPagina, { menu: false })],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Os seus dados' })).toBeInTheDocument();
    expect(screen.getByText('Texto da associação.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByText(/Quem é responsável/)).not.toBeInTheDocument();
  });

  it('sem a lista de páginas do CMS, mostra o texto do site', async () => {
    responderCom('get', CAMINHO_SEDE, SEDE);
    responderErro('get', CAMINHO_PAGINAS, 500);
    renderizar(<PaginaPrivacidade />, { rota: '/privacidade', semRepeticoes: true });
    expect(await screen.findByText(/Quem é responsável pelos seus dados/)).toBeInTheDocument();
  });
});
