import { desenharAvatar, desenharCena, desenharLogotipo, escaparXml, iniciais } from './svg';

describe('imagens SVG geradas', () => {
  it('têm a largura, a altura e a viewBox pedidas', () => {
    const svg = desenharCena({
      chave: 'x',
      largura: 1200,
      altura: 630,
      titulo: 'Conferência',
      estilo: 'auditorio',
    });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630"/,
    );
    expect(svg).toContain('<title>Conferência</title>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('são determinísticas e as cores mudam com a chave', () => {
    const a = desenharCena({
      chave: 'a',
      largura: 400,
      altura: 267,
      titulo: 'T',
      estilo: 'paisagem',
    });
    const b = desenharCena({
      chave: 'a',
      largura: 400,
      altura: 267,
      titulo: 'T',
      estilo: 'paisagem',
    });
    const c = desenharCena({
      chave: 'b',
      largura: 400,
      altura: 267,
      titulo: 'T',
      estilo: 'paisagem',
    });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('escapam o texto da legenda', () => {
    const svg = desenharCena({
      chave: 'k',
      largura: 100,
      altura: 100,
      titulo: 'A & B <c>',
      estilo: 'mosaico',
    });
    expect(svg).toContain('A &amp; B &lt;c&gt;');
    expect(escaparXml(`"'`)).toBe('&quot;&apos;');
  });

  it('os retratos mostram as iniciais da pessoa', () => {
    expect(iniciais('Maria da Conceição Neto')).toBe('MN');
    expect(desenharAvatar({ chave: 'm', nome: 'Maria da Conceição Neto', tamanho: 400 })).toContain(
      '>MN</text>',
    );
    expect(
      desenharLogotipo({
        chave: 'l',
        sigla: 'UAN',
        nome: 'Universidade',
        largura: 480,
        altura: 160,
      }),
    ).toContain('viewBox="0 0 480 160"');
  });
});
