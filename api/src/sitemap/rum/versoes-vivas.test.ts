import { VersoesVivas } from './versoes-vivas';

/*
 * The versions a visitor's report may name: the ones the remotes' manifests have said, read
 * again as they age, so that a deploy adds the new one and the visitors still on the old one
 * keep their label; a manifest that cannot be read takes nothing away.
 */

function site() {
  const estado = { versao: '1.0.0+aaaaaaa', falha: false, pedidos: 0, agora: 0 };
  const versoes = new VersoesVivas({
    remotos: {
      mfe_eventos: '/mf/eventos/remoteEntry.js',
      mfe_institucional: 'https://cdn.example.ao/mf/institucional/mf-manifest.json',
      mfe_conteudos: '/mf/conteudos/remoteEntry.js',
    },
    origem: () => 'http://gateway:8080',
    validadeMs: 30_000,
    agora: () => estado.agora,
    fetch: (async (endereco: URL) => {
      estado.pedidos += 1;
      if (estado.falha) throw new Error('ECONNREFUSED');
      const caminho = endereco.href;
      if (!caminho.endsWith('/mf-manifest.json')) return new Response('', { status: 404 });
      return Response.json({ metaData: { buildInfo: { buildVersion: estado.versao } } });
    }) as unknown as typeof fetch,
  });
  return { estado, versoes };
}

describe('as versões que o site serve', () => {
  it('depois de um deploy, a versão nova e a anterior são etiquetas; uma inventada não', async () => {
    const { estado, versoes } = site();
    await versoes.pronta();
    expect(versoes.etiqueta('mfe_eventos', '1.0.0+aaaaaaa')).toBe('1.0.0+aaaaaaa');
    expect(versoes.etiqueta('mfe_institucional', '1.0.0+aaaaaaa')).toBe('1.0.0+aaaaaaa');

    estado.versao = '1.1.0+bbbbbbb';
    await versoes.pronta();
    // Not read again before its validity: the new version is not known yet.
    expect(versoes.etiqueta('mfe_eventos', '1.1.0+bbbbbbb')).toBe('other');
    estado.agora += 30_000;
    await versoes.pronta();
    await versoes.actualizar();
    expect(versoes.etiqueta('mfe_eventos', '1.1.0+bbbbbbb')).toBe('1.1.0+bbbbbbb');
    expect(versoes.etiqueta('mfe_eventos', '1.0.0+aaaaaaa')).toBe('1.0.0+aaaaaaa');
    expect(versoes.etiqueta('mfe_eventos', '6.6.6+ccccccc')).toBe('other');
    expect(versoes.etiqueta('mfe_eventos', 'unknown')).toBe('unknown');
  });

  it('um manifesto que não se lê não apaga o que se leu; só o shell aceita versões pela forma', async () => {
    const { estado, versoes } = site();
    await versoes.pronta();
    estado.falha = true;
    estado.agora += 60_000;
    await versoes.actualizar();
    expect(versoes.etiqueta('mfe_conteudos', '1.0.0+aaaaaaa')).toBe('1.0.0+aaaaaaa');
    for (const n of [1, 2, 3, 4, 5]) {
      expect(versoes.etiqueta('shell', `1.0.${n}+abcdef${n}`)).toBe(
        n <= 4 ? `1.0.${n}+abcdef${n}` : 'other',
      );
    }
    expect(versoes.etiqueta('shell', 'nao-e-versao')).toBe('other');
  });
});
