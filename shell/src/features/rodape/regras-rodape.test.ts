import type { Pagina, RedeSocial } from '@site/shared/contract';

import { paginasDoRodape, redesVisiveis, tiposOrdenados } from './regras-rodape';

describe('redesVisiveis', () => {
  it('mantém só as redes activas, pela ordem LI, TW, FB, IN', () => {
    const redes: RedeSocial[] = [
      { idRedeSocial: 1, codRedeSocial: 'IN', nome: 'Instagram', url: 'https://i', activo: true },
      { idRedeSocial: 2, codRedeSocial: 'FB', nome: 'Facebook', url: 'https://f', activo: false },
      { idRedeSocial: 3, codRedeSocial: 'LI', nome: 'LinkedIn', url: 'https://l', activo: true },
      { idRedeSocial: 4, codRedeSocial: 'TW', nome: 'Twitter', url: 'https://t', activo: true },
    ];
    expect(redesVisiveis(redes).map((rede) => rede.codRedeSocial)).toEqual(['LI', 'TW', 'IN']);
  });

  it('omite as redes cujo endereço não é http(s) nem do próprio sítio', () => {
    const redes: RedeSocial[] = ['javascript:alert(1)', '', 'ftp://x', 'https://l'].map(
      (url, i) => ({
        idRedeSocial: i,
        codRedeSocial: 'LI',
        nome: 'LinkedIn',
        url,
        activo: true,
      }),
    );
    expect(redesVisiveis(redes).map((rede) => rede.url)).toEqual(['https://l']);
  });
});

describe('tiposOrdenados', () => {
  it('ordena os tipos de evento alfabeticamente em português, cada um com a sua página', () => {
    const tipos = tiposOrdenados([
      { idTipoEvento: 1, tipoEvento: 'Workshop' },
      { idTipoEvento: 2, tipoEvento: 'Conferência' },
      { idTipoEvento: 3, tipoEvento: 'Assembleia Geral' },
      { idTipoEvento: 4, tipoEvento: 'Ética e Qualidade' },
      { idTipoEvento: 5, tipoEvento: 'Formação' },
    ]);
    expect(tipos.map(({ tipo }) => tipo.tipoEvento)).toEqual([
      'Assembleia Geral',
      'Conferência',
      'Ética e Qualidade',
      'Formação',
      'Workshop',
    ]);
    expect(tipos[1]?.para).toBe('/eventos/tipos/2/conferencia');
  });
});

describe('paginasDoRodape', () => {
  it('lista as páginas 2, 4, 6 a 12 que existem e estão activas, por essa ordem', () => {
    const pagina = (idPagina: number, activo = true): Pagina => ({
      idPagina,
      textoPagina: `P${idPagina}`,
      descricao: '',
      activo,
      menu: false,
      ordem: 100 - idPagina,
      seccoesMenu: [],
      paginasFilhos: [],
    });
    const paginas = [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((id) => pagina(id, id !== 10));
    expect(paginasDoRodape(paginas).map((p) => p.idPagina)).toEqual([2, 4, 6, 7, 8, 9, 11, 12]);
  });
});
