import { eventosVisiveis } from '../regras';

import { esquemaEvento } from './eventos';
import { esquemaLocal, esquemaRedeSocial } from './institucional';
import { lerData, lerResposta, LIMITE_ITENS, listaResposta, type Leitura } from './leitura';
import { esquemaPagina, esquemaPaginaDetalhe } from './paginas';
import { esquemaLinkUtil, esquemaRegisto } from './registos';

const eventos = listaResposta(esquemaEvento, (evento) => evento.idEvento);
const paginas = listaResposta(esquemaPagina, (pagina) => pagina.idPagina);

function lerOk<T>(leitura: Leitura<T>): T {
  if (!leitura.ok) throw new Error(`leitura falhou: ${JSON.stringify(leitura)}`);
  return leitura.dados;
}

describe('respostas do CMS', () => {
  it('lê o objecto de um envelope 200 e também uma resposta sem envelope', () => {
    const item = { idTipoEvento: 1, tipoEvento: 'Formação' };
    const esquema = listaResposta(esquemaLinkUtil);
    expect(lerResposta(esquema, { objecto: [], statusCode: 200 })).toMatchObject({ ok: true });
    expect(lerResposta(paginas, [{ idPagina: 1, textoPagina: 'Início' }])).toMatchObject({
      ok: true,
      dados: [{ idPagina: 1, textoPagina: 'Início' }],
    });
    expect(lerResposta(esquema, { objecto: [item], statusCode: '200' }).ok).toBe(true);
  });

  it('um statusCode diferente de 200 dentro de um HTTP 200 é uma falha do envelope, com a sua mensagem', () => {
    expect(
      lerResposta(paginas, { objecto: null, statusCode: 500, mensagem: 'Erro interno.' }),
    ).toEqual({ ok: false, falha: 'envelope', statusCode: 500, mensagem: 'Erro interno.' });
  });

  it.each([
    ['um texto', 'Service Unavailable'],
    ['null', null],
    ['um objecto onde devia vir uma lista', { objecto: { idPagina: 1 }, statusCode: 200 }],
    ['objecto: null', { objecto: null, statusCode: 200 }],
    ['um envelope sem objecto', { statusCode: 200 }],
  ])('%s é uma resposta com formato inesperado, não uma excepção', (_caso, corpo) => {
    expect(lerResposta(paginas, corpo)).toMatchObject({ ok: false, falha: 'formato' });
  });

  it('uma lista onde devia vir um objecto é uma resposta com formato inesperado', () => {
    expect(lerResposta(esquemaLocal, { objecto: [], statusCode: 200 })).toMatchObject({
      ok: false,
      falha: 'formato',
    });
  });
});

describe('itens de uma lista', () => {
  it('um item mal formado sai da lista e os outros ficam, com o motivo contado uma vez', () => {
    const corpo = {
      statusCode: 200,
      objecto: [
        { idEvento: 1, titulo: 'Conferência', estado: 'activo', dataInicio: '2026-05-01' },
        { idEvento: 2, estado: 'activo', dataInicio: '2026-05-02' },
        { idEvento: 3, estado: 'activo', dataInicio: '2026-05-03' },
        { idEvento: 4, titulo: 'Workshop', estado: 'activo', dataInicio: 'amanhã' },
        'não é um evento',
      ],
    };
    const leitura = lerResposta(eventos, corpo);
    expect(leitura.ok && leitura.dados.map((evento) => evento.idEvento)).toEqual([1]);
    expect(leitura.ok && leitura.descartes).toEqual([
      ['titulo: Invalid input: expected string, received undefined', 2],
      ['dataInicio: data em formato desconhecido', 1],
      ['Invalid input: expected object, received string', 1],
    ]);
  });

  it('só o que a especificação nomeia é exigido: um evento com id, título, estado e data chega', () => {
    const [evento] = lerOk(
      lerResposta(eventos, [{ idEvento: '7', titulo: 'Fórum', estado: 'Activo', dataInicio: 0 }]),
    );
    expect(evento).toMatchObject({
      idEvento: 7,
      resumo: '',
      descricao: '',
      dataFim: '',
      imagemUrl: '',
      idTipoEvento: null,
      vagas: null,
      inscricoesAbertas: true,
    });
  });

  it('listas em falta ou null valem listas vazias e campos de tipo errado valem o seu valor por omissão', () => {
    const [pagina] = lerOk(
      lerResposta(paginas, [
        { idPagina: 4, textoPagina: 'A Associação', seccoesMenu: null, menu: 'sim', activo: 1 },
      ]),
    );
    expect(pagina).toEqual({
      idPagina: 4,
      textoPagina: 'A Associação',
      activo: true,
      menu: true,
      ordem: 0,
      descricao: '',
      seccoesMenu: [],
      paginasFilhos: [],
    });
    const detalhe = esquemaPaginaDetalhe.parse({
      idPagina: 1,
      textoPagina: 'Início',
      activo: 'talvez',
      seccoes: { idSeccao: 1 },
    });
    expect(detalhe).toMatchObject({ activo: false, seccoes: [] });
  });

  it('um identificador repetido deixa só o primeiro item', () => {
    const leitura = lerResposta(paginas, [
      { idPagina: 2, textoPagina: 'Primeira' },
      { idPagina: 2, textoPagina: 'Repetida' },
    ]);
    expect(leitura.ok && leitura.dados.map((pagina) => pagina.textoPagina)).toEqual(['Primeira']);
  });

  it(`uma lista com mais de ${LIMITE_ITENS} itens fica pelos primeiros ${LIMITE_ITENS}`, () => {
    const muitos = Array.from({ length: 10_000 }, (_, i) => ({
      idPagina: i,
      textoPagina: `P${i}`,
    }));
    const leitura = lerResposta(paginas, muitos);
    expect(leitura.ok && leitura.dados.length).toBe(LIMITE_ITENS);
  });

  it('uma rede social de código desconhecido é ignorada; códigos em minúsculas são lidos', () => {
    const redes = listaResposta(esquemaRedeSocial);
    const leitura = lerResposta(redes, [
      { codRedeSocial: 'YT', url: 'https://youtube.com/x', activo: true },
      { codRedeSocial: 'li', url: 'https://linkedin.com/x', activo: true },
    ]);
    expect(leitura.ok && leitura.dados.map((rede) => rede.codRedeSocial)).toEqual(['LI']);
  });

  it('um local só com morada e contactos agrupados chega, sem lista de Skype', () => {
    const local = esquemaLocal.parse({
      morada: '<p>Rua 1, Luanda</p>',
      contactosAgrupados: { telemoveis: [{ contacto: 923000000 }], emails: null },
    });
    expect(local).toMatchObject({
      idLocal: null,
      nome: '',
      activo: true,
      contactosAgrupados: {
        telemoveis: [{ contacto: '923000000', idContacto: null, descricao: '' }],
        telefones: [],
        emails: [],
        skype: [],
      },
    });
    expect(esquemaLocal.parse({ morada: 'x', contactosAgrupados: 'y' }).contactosAgrupados).toEqual(
      { telemoveis: [], telefones: [], emails: [], skype: [] },
    );
  });
});

describe('URLs do CMS', () => {
  it('esvazia URLs com esquemas que executam código, mesmo disfarçados, e só os campos de URL', () => {
    const perigosos = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ];
    for (const url of perigosos) {
      const registo = esquemaRegisto.parse({
        idRegisto: 1,
        nome: url,
        url,
        imagem: { url: '/a.png', miniaturaUrl: url },
      });
      expect([registo.url, registo.imagem?.miniaturaUrl, registo.nome]).toEqual([
        '',
        '/a.png',
        url,
      ]);
      // A link whose only URL is dangerous is not a link.
      expect(esquemaLinkUtil.safeParse({ nome: 'x', url }).success).toBe(false);
    }
  });

  it('mantém os URLs http(s), relativos e de correio', () => {
    const urls = ['https://iso.org/', '/cms/api/v1/media/a.svg', 'mailto:a@b.ao', '#topo'];
    expect(urls.map((url) => esquemaLinkUtil.parse({ nome: 'x', url }).url)).toEqual(urls);
  });

  it('um URL de 100 000 caracteres não é um URL', () => {
    expect(
      esquemaRegisto.parse({ idRegisto: 1, nome: 'x', url: `/${'a'.repeat(100_000)}` }).url,
    ).toBe('');
  });
});

describe('datas', () => {
  it.each([
    ['2026-12-31T09:00:00+01:00', '2026-12-31T09:00:00+01:00'],
    ['2026-12-31T08:00:00Z', '2026-12-31T08:00:00Z'],
    ['2026-12-31T09:00:00', '2026-12-31T09:00:00+01:00'],
    ['2026-12-31 09:00:00', '2026-12-31T09:00:00+01:00'],
    ['2026-12-31', '2026-12-31T00:00:00+01:00'],
    ['31/12/2026', '2026-12-31T00:00:00+01:00'],
    ['31-12-2026 09:30', '2026-12-31T09:30:00+01:00'],
    ['/Date(1798704000000)/', '2026-12-31T08:00:00.000Z'],
    [1798704000000, '2026-12-31T08:00:00.000Z'],
  ])('lê %p como %p (sem fuso, é hora de Luanda)', (entrada, esperado) => {
    expect(lerData(entrada)).toBe(esperado);
  });

  it.each(['31/02/2026', '2026-13-01', 'amanhã', '', null, {}, '12/31/2026'])(
    'não inventa uma data a partir de %p',
    (entrada) => {
      expect(lerData(entrada)).toBeNull();
    },
  );

  it('as regras da especificação aplicam-se ao que chegar: activo em qualquer caixa, mais recentes primeiro', () => {
    const lidos = eventos.parse([
      { idEvento: 1, titulo: 'A', estado: 'ACTIVO', dataInicio: '01/03/2026' },
      { idEvento: 2, titulo: 'B', estado: ' Activo ', dataInicio: '2026-05-01 10:00:00' },
      { idEvento: 3, titulo: 'C', estado: null, dataInicio: '2026-06-01' },
      { idEvento: 4, titulo: 'D', estado: 'Inactivo', dataInicio: '2026-07-01' },
      { idEvento: 5, titulo: 'E', estado: 'activo', dataInicio: 1775000000000 },
    ]);
    expect(eventosVisiveis(lidos).map((evento) => evento.titulo)).toEqual(['B', 'E', 'A']);
  });
});
