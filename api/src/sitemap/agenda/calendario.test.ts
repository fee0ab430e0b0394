import ICAL from 'ical.js';

import { esquemaEvento } from '@site/shared/contract/esquemas';

import { calendarioIcs, nomeFicheiroIcs, uidEvento } from './calendario';

/** An event as the contract reads it from a CMS answer (defaults for what the CMS leaves out). */
const lerEvento = (campos: Record<string, unknown>) =>
  esquemaEvento.parse({ estado: 'Activo', ...campos });

const ORIGEM = 'https://aaq.example.ao';
const OPCOES = {
  nome: 'AAQ: agenda de eventos',
  descricao: 'Eventos públicos da AAQ.',
  origem: ORIGEM,
  dominio: 'aaq.example.ao',
  fonte: `${ORIGEM}/agenda.ics`,
  carimbo: new Date('2026-03-01T10:00:00.123Z'),
};

const workshop = lerEvento({
  idEvento: 9,
  titulo: 'Workshop: Qualidade, Ambiente; Normas \\ Boas práticas',
  dataInicio: '2026-03-12T09:30:00+01:00',
  dataFim: '2026-03-12T13:00:00+01:00',
  local: 'Sede da associação, Luanda',
  morada: 'Rua Rainha Ginga, n.º 45',
  descricao:
    '<p>Primeira linha &amp; mais.</p>\n<ul><li>Um</li><li><strong>Dois</strong></li></ul>',
});
const URL_WORKSHOP = `${ORIGEM}/eventos/9/workshop-qualidade-ambiente-normas-boas-praticas`;

const octetos = (linha: string) => Buffer.byteLength(linha, 'utf8');
const desdobrar = (ics: string) => ics.replace(/\r\n /g, '');
const linhas = (ics: string) => desdobrar(ics).split('\r\n');

/** The VEVENTs as an independent parser (Mozilla's ical.js) reads them. */
function eventosLidos(ics: string) {
  const calendario = new ICAL.Component(ICAL.parse(ics));
  return {
    calendario,
    eventos: calendario.getAllSubcomponents('vevent').map((componente) => {
      const evento = new ICAL.Event(componente);
      return {
        uid: evento.uid,
        resumo: evento.summary,
        descricao: evento.description,
        local: evento.location,
        inicio: evento.startDate.toJSDate().toISOString(),
        fim: evento.endDate.toJSDate().toISOString(),
        inicioUtc: evento.startDate.zone?.tzid,
        url: componente.getFirstPropertyValue('url'),
        carimbo: String(componente.getFirstPropertyValue('dtstamp')),
      };
    }),
  };
}

describe('calendarioIcs', () => {
  const ics = calendarioIcs([workshop], OPCOES);

  it('um leitor independente lê o evento com os textos, o local, o endereço e as horas', () => {
    const { eventos } = eventosLidos(ics);

    expect(eventos).toEqual([
      {
        uid: 'evento-9@aaq.example.ao',
        resumo: 'Workshop: Qualidade, Ambiente; Normas \\ Boas práticas',
        descricao: `Primeira linha & mais.\n- Um\n- Dois\n\nMais informações: ${URL_WORKSHOP}`,
        local: 'Sede da associação, Luanda, Rua Rainha Ginga, n.º 45',
        inicio: '2026-03-12T08:30:00.000Z',
        fim: '2026-03-12T12:00:00.000Z',
        inicioUtc: 'UTC',
        url: URL_WORKSHOP,
        carimbo: '2026-03-01T10:00:00Z',
      },
    ]);
  });

  it('escreve as horas em UTC e escapa vírgulas, pontos e vírgulas, barras e mudanças de linha', () => {
    expect(linhas(ics)).toEqual(
      expect.arrayContaining([
        'DTSTAMP:20260301T100000Z',
        'DTSTART:20260312T083000Z',
        'DTEND:20260312T120000Z',
        'SUMMARY:Workshop: Qualidade\\, Ambiente\\; Normas \\\\ Boas práticas',
        'LOCATION:Sede da associação\\, Luanda\\, Rua Rainha Ginga\\, n.º 45',
        `DESCRIPTION:Primeira linha & mais.\\n- Um\\n- Dois\\n\\nMais informações: ${URL_WORKSHOP}`,
        `URL;VALUE=URI:${URL_WORKSHOP}`,
      ]),
    );
  });

  it('lê uma hora sem fuso do CMS como hora de Luanda (UTC+1), como o contrato', () => {
    const semFuso = lerEvento({
      idEvento: 3,
      titulo: 'Assembleia',
      dataInicio: '2026-12-05 09:00:00',
      dataFim: '05/12/2026 18:30',
    });

    const [evento] = eventosLidos(calendarioIcs([semFuso], OPCOES)).eventos;

    expect(evento?.inicio).toBe('2026-12-05T08:00:00.000Z');
    expect(evento?.fim).toBe('2026-12-05T17:30:00.000Z');
  });

  it('o calendário tem nome, descrição, método PUBLISH, intervalo de actualização e fonte', () => {
    expect(linhas(ics).slice(0, 1)).toEqual(['BEGIN:VCALENDAR']);
    expect(linhas(ics)).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'PRODID:-//aaq.example.ao//Agenda de eventos//PT',
        'METHOD:PUBLISH',
        'CALSCALE:GREGORIAN',
        'X-WR-CALNAME:AAQ: agenda de eventos',
        'X-WR-CALDESC:Eventos públicos da AAQ.',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
        'X-WR-TIMEZONE:Africa/Luanda',
        `SOURCE;VALUE=URI:${ORIGEM}/agenda.ics`,
      ]),
    );
    const { calendario } = eventosLidos(ics);
    expect(calendario.getFirstPropertyValue('x-wr-calname')).toBe('AAQ: agenda de eventos');
  });

  it('termina todas as linhas em CRLF, sem quebras de linha soltas', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('dobra as linhas longas em 75 octetos sem partir um carácter acentuado', () => {
    const longo = lerEvento({
      idEvento: 4,
      titulo: `${'Formação em gestão da qualidade '.repeat(5)}ção`,
      dataInicio: '2026-04-01T09:00:00Z',
    });
    const texto = calendarioIcs([longo], OPCOES);

    expect(texto.split('\r\n').some((linha) => linha.startsWith(' '))).toBe(true);
    for (const linha of texto.split('\r\n')) expect(octetos(linha)).toBeLessThanOrEqual(75);
    expect(eventosLidos(texto).eventos[0]?.resumo).toBe(longo.titulo);
    expect(texto).not.toContain('\uFFFD');
  });

  it('usa a hora de início mais uma hora quando o evento não tem fim (ou o fim vem antes)', () => {
    const semFim = calendarioIcs([{ ...workshop, dataFim: '' }], OPCOES);
    const fimAntes = calendarioIcs([{ ...workshop, dataFim: '2026-03-12T08:00:00+01:00' }], OPCOES);

    expect(semFim).toContain('\r\nDTEND:20260312T093000Z\r\n');
    expect(fimAntes).toContain('\r\nDTEND:20260312T093000Z\r\n');
  });

  it('o mesmo evento tem o mesmo UID em duas construções, noutra hora e noutro endereço', () => {
    const outra = calendarioIcs([{ ...workshop, titulo: 'Workshop (adiado)' }], {
      ...OPCOES,
      origem: 'http://localhost:8090',
      carimbo: new Date('2026-06-01T00:00:00Z'),
    });

    expect(eventosLidos(outra).eventos[0]?.uid).toBe(eventosLidos(ics).eventos[0]?.uid);
    expect(uidEvento(9, 'aaq.example.ao')).toBe('evento-9@aaq.example.ao');
  });

  it('um evento só com o que a especificação exige dá um VEVENT válido, sem local', () => {
    const minimo = lerEvento({ idEvento: 12, titulo: 'Reunião', dataInicio: '2026-05-02' });

    const texto = calendarioIcs([minimo], OPCOES);
    const [evento] = eventosLidos(texto).eventos;

    expect(evento).toMatchObject({
      uid: 'evento-12@aaq.example.ao',
      resumo: 'Reunião',
      inicio: '2026-05-01T23:00:00.000Z',
      fim: '2026-05-02T00:00:00.000Z',
      descricao: `Mais informações: ${ORIGEM}/eventos/12/reuniao`,
    });
    expect(texto).not.toContain('LOCATION');
  });

  it('sem descrição, a DESCRIPTION usa o resumo do evento', () => {
    const soResumo = { ...workshop, descricao: '', resumo: 'Uma manhã sobre auditorias.' };

    const [evento] = eventosLidos(calendarioIcs([soResumo], OPCOES)).eventos;

    expect(evento?.descricao).toBe(
      `Uma manhã sobre auditorias.\n\nMais informações: ${URL_WORKSHOP}`,
    );
  });

  it('gera o ficheiro com U+FFFD no lugar de cada entidade que o CMS escreve mal', () => {
    const mal = {
      ...workshop,
      descricao:
        '<p>Forma&ccedil;&atilde;o &#1114112; &#x110000; &#xD800; &#0; &#99999999999999999999; fim</p>',
    };

    const texto = calendarioIcs([mal], OPCOES);

    expect(eventosLidos(texto).eventos[0]?.descricao).toMatch(
      /^Formação \uFFFD \uFFFD \uFFFD \uFFFD \uFFFD fim\n\nMais informações: /,
    );
    for (const linha of texto.split('\r\n')) expect(octetos(linha)).toBeLessThanOrEqual(75);
  });

  it('sem eventos, é um calendário válido e vazio', () => {
    expect(eventosLidos(calendarioIcs([], OPCOES)).eventos).toEqual([]);
  });
});

describe('nomeFicheiroIcs', () => {
  it('dá ao ficheiro o nome do evento; sem letras, o número do evento', () => {
    expect(nomeFicheiroIcs(workshop)).toBe('workshop-qualidade-ambiente-normas-boas-praticas.ics');
    expect(nomeFicheiroIcs({ idEvento: 7, titulo: '¿?' })).toBe('evento-7.ics');
  });
});
