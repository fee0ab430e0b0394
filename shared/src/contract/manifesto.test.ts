import { COR_TEMA, ICONES_APLICACAO, manifestoAplicacao } from './manifesto';

const associacao = {
  nome: 'Associação Angolana para a Qualidade',
  sigla: 'AAQ',
  descricao: 'Qualidade e normalização em Angola.',
};

describe('manifesto da aplicação', () => {
  it('instala o sítio com o nome e a sigla da associação, em pt, de / e em ecrã próprio', () => {
    expect(manifestoAplicacao(associacao)).toMatchObject({
      name: 'Associação Angolana para a Qualidade',
      short_name: 'AAQ',
      description: 'Qualidade e normalização em Angola.',
      lang: 'pt',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b4f6c',
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(COR_TEMA).toBe('#0b4f6c');
  });

  it('tem ícones PNG de 192 e 512 px e um mascarável', () => {
    const { icons } = manifestoAplicacao(associacao);
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icone of icons) {
      expect(icone.type).toBe('image/png');
      expect(icone.src).toMatch(/^\/icones\/[a-z0-9-]+\.png$/);
    }
    expect(new Set(ICONES_APLICACAO.map(({ caminho }) => caminho)).size).toBe(icons.length);
  });
});
