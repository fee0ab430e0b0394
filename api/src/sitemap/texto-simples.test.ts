import { textoSimples } from './texto-simples';

describe('textoSimples', () => {
  it('converte o HTML do CMS em texto simples, com parágrafos e itens em linhas próprias', () => {
    expect(
      textoSimples(
        '<h3>Programa</h3><p>Abertura&nbsp;às 9h &lt;sala 2&gt;<br>Debate</p><ul><li>Um</li></ul><ol><li>Dois</li></ol>',
      ),
    ).toBe('Programa\nAbertura às 9h <sala 2>\nDebate\n- Um\n1. Dois');
  });

  it('descodifica as entidades com nome e numéricas, incluindo acentos', () => {
    expect(textoSimples('<p>Inscri&ccedil;&otilde;es &#8211; Gest&#xE3;o &eacute;tica</p>')).toBe(
      'Inscrições – Gestão ética',
    );
  });

  it('deixa de fora scripts, estilos e imagens, e guarda só as palavras das ligações', () => {
    expect(
      textoSimples(
        '<style>p{}</style><p>Ver a <a href="/biblioteca">biblioteca</a>.<img src="x.png" alt="foto"></p><script>alert(1)</script>',
      ),
    ).toBe('Ver a biblioteca.');
  });

  it('um texto sem etiquetas fica como está', () => {
    expect(textoSimples('Gratuito, 100% online; até 30 vagas')).toBe(
      'Gratuito, 100% online; até 30 vagas',
    );
  });
});
