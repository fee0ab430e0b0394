import { criarEvento } from '../../testes/fabrica-eventos';

import {
  dobrarLinhaIcs,
  escaparTextoIcs,
  gerarIcs,
  htmlParaTexto,
  nomeFicheiroIcs,
} from './gerar-ics';

const URL_EVENTO = 'https://aaq.example.ao/eventos/9/workshop-de-gestao-ambiental';
const AGORA = new Date('2026-03-01T10:00:00.123Z');

const evento = criarEvento({
  idEvento: 9,
  titulo: 'Workshop: Qualidade, Ambiente; Normas \\ Boas práticas',
  dataInicio: '2026-03-12T09:30:00+01:00',
  dataFim: '2026-03-12T13:00:00+01:00',
  local: 'Sede da associação, Luanda',
  morada: 'Rua Rainha Ginga, n.º 45',
  descricao:
    '<p>Primeira linha &amp; mais.</p>\n<ul><li>Um</li><li><strong>Dois</strong></li></ul>',
});

const octetos = (linha: string) => Buffer.byteLength(linha, 'utf8');
const desdobrar = (ics: string) => ics.replace(/\r\n /g, '');

describe('gerarIcs', () => {
  const ics = gerarIcs(evento, URL_EVENTO, AGORA);

  it('gera um VCALENDAR com um VEVENT, com as linhas e a ordem esperadas', () => {
    expect(desdobrar(ics).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//aaq.example.ao//Agenda de eventos//PT',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:evento-9@aaq.example.ao',
      'DTSTAMP:20260301T100000Z',
      'DTSTART:20260312T083000Z',
      'DTEND:20260312T120000Z',
      'SUMMARY:Workshop: Qualidade\\, Ambiente\\; Normas \\\\ Boas práticas',
      'LOCATION:Sede da associação\\, Luanda\\, Rua Rainha Ginga\\, n.º 45',
      `DESCRIPTION:Primeira linha & mais.\\n- Um\\n- Dois\\n\\nMais informações: ${URL_EVENTO}`,
      `URL:${URL_EVENTO}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('termina todas as linhas em CRLF, sem quebras de linha soltas', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('dobra as linhas longas em 75 octetos, continuando com um espaço', () => {
    const linhas = ics.split('\r\n');
    expect(linhas.some((linha) => linha.startsWith(' '))).toBe(true);
    for (const linha of linhas) expect(octetos(linha)).toBeLessThanOrEqual(75);
  });

  it('usa a hora de início mais uma hora quando o evento não tem fim', () => {
    const semFim = gerarIcs({ ...evento, dataFim: '' }, URL_EVENTO, AGORA);
    expect(semFim).toContain('\r\nDTEND:20260312T093000Z\r\n');
  });
});

describe('escaparTextoIcs', () => {
  it('escapa barra invertida, ponto e vírgula, vírgula e mudanças de linha', () => {
    expect(escaparTextoIcs('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('dobrarLinhaIcs', () => {
  it('não mexe numa linha de 75 octetos', () => {
    const linha = 'X'.repeat(75);
    expect(dobrarLinhaIcs(linha)).toBe(linha);
  });

  it('parte uma linha de 150 octetos em 75 + 74 + 1, com espaço no início das continuações', () => {
    expect(dobrarLinhaIcs('X'.repeat(150))).toBe(`${'X'.repeat(75)}\r\n ${'X'.repeat(74)}\r\n X`);
  });

  it('nunca parte um carácter acentuado a meio', () => {
    const linha = `${'X'.repeat(74)}ção`;
    const partes = dobrarLinhaIcs(linha).split('\r\n');
    expect(partes).toEqual([`${'X'.repeat(74)}`, ' ção']);
    expect(desdobrar(dobrarLinhaIcs(linha))).toBe(linha);
  });
});

describe('htmlParaTexto', () => {
  it('converte o HTML do CMS em texto simples, com parágrafos e itens em linhas próprias', () => {
    expect(
      htmlParaTexto(
        '<h3>Programa</h3><p>Abertura&nbsp;às 9h &lt;sala 2&gt;<br>Debate</p><ol><li>Um</li></ol>',
      ),
    ).toBe('Programa\nAbertura às 9h <sala 2>\nDebate\n- Um');
  });

  it('descodifica as entidades com nome e numéricas, incluindo acentos', () => {
    expect(htmlParaTexto('<p>Inscri&ccedil;&otilde;es &#8211; Gest&#xE3;o &eacute;tica</p>')).toBe(
      'Inscrições – Gestão ética',
    );
  });
});

describe('gerarIcs com entidades que o CMS escreve mal', () => {
  const ENTIDADES_INVALIDAS = '&#1114112; &#x110000; &#xD800; &#0; &#99999999999999999999;';

  it('gera o ficheiro na mesma, com U+FFFD no lugar de cada ponto de código inválido', () => {
    const ics = gerarIcs(
      {
        ...evento,
        descricao: `<p>Forma&ccedil;&atilde;o ${ENTIDADES_INVALIDAS} fim</p>`,
      },
      URL_EVENTO,
      AGORA,
    );
    expect(desdobrar(ics)).toContain(
      '\r\nDESCRIPTION:Formação \uFFFD \uFFFD \uFFFD \uFFFD \uFFFD fim\\n\\nMais informações: ',
    );
    for (const linha of ics.split('\r\n')) expect(octetos(linha)).toBeLessThanOrEqual(75);
  });
});

describe('nomeFicheiroIcs', () => {
  it('dá ao ficheiro o nome do evento', () => {
    expect(nomeFicheiroIcs(evento)).toBe('workshop-qualidade-ambiente-normas-boas-praticas.ics');
  });
});
