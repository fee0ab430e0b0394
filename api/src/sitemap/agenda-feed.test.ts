import { parseFeed } from '@rowanmanning/feed-parser';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';

import { caminhoEvento, urlEndpoint, type TipoEvento } from '@site/shared/contract';

import { criarDescobertaDeTeste, type DescobertaDeTeste } from './testes/descoberta-de-teste';

/** The VEVENTs of a calendar as ical.js reads them. */
const veventos = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((componente) => {
    const evento = new ICAL.Event(componente);
    return { uid: evento.uid, inicio: evento.startDate.toJSDate().toISOString() };
  });

describe.each([
  ['a semente', 'referencia', 3],
  ['o CMS mínimo da especificação', 'minimo', 0],
] as const)(
  'agenda e feed sobre %s, no servidor de descoberta (Docker)',
  (_nome, cmsConteudo, noticias) => {
    let servidores: DescobertaDeTeste;
    let descoberta: FastifyInstance;
    const eventosDoCms = () => servidores.eventosDoCms();

    beforeAll(async () => {
      servidores = await criarDescobertaDeTeste(cmsConteudo);
      descoberta = servidores.descoberta;
    });
    afterAll(() => servidores.fechar());

    it('/agenda.ics tem cada evento público, à hora certa, e nenhum escondido', async () => {
      const { publicos, escondidos } = await eventosDoCms();

      const resposta = await descoberta.inject('/agenda.ics');
      const lidos = veventos(resposta.body);

      expect(resposta.statusCode).toBe(200);
      expect(resposta.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(escondidos.length).toBeGreaterThan(0);
      expect(lidos.map((e) => e.uid).sort()).toEqual(
        publicos.map((e) => `evento-${e.idEvento}@www.aaq.ao`).sort(),
      );
      for (const evento of publicos) {
        expect(lidos).toContainEqual({
          uid: `evento-${evento.idEvento}@www.aaq.ao`,
          inicio: new Date(evento.dataInicio).toISOString(),
        });
      }
    });

    it('cada tipo tem a sua agenda, só com os seus eventos públicos; o evento escondido dá 404', async () => {
      const { publicos, escondidos } = await eventosDoCms();
      const tipos = (await servidores.api.obter(urlEndpoint('tiposEventos'))).json<{
        objecto: TipoEvento[];
      }>().objecto;

      for (const tipo of tipos) {
        const resposta = await descoberta.inject(`/agenda/tipos/${tipo.idTipoEvento}.ics`);
        expect(resposta.statusCode).toBe(200);
        expect(
          veventos(resposta.body)
            .map((e) => e.uid)
            .sort(),
        ).toEqual(
          publicos
            .filter((e) => e.idTipoEvento === tipo.idTipoEvento)
            .map((e) => `evento-${e.idEvento}@www.aaq.ao`)
            .sort(),
        );
      }
      for (const escondido of escondidos) {
        const resposta = await descoberta.inject(`/agenda/eventos/${escondido.idEvento}.ics`);
        expect(resposta.statusCode).toBe(404);
      }
      const [publico] = publicos;
      const descarga = await descoberta.inject(`/agenda/eventos/${publico?.idEvento}.ics`);
      expect(descarga.headers['content-disposition']).toMatch(
        /^attachment; filename="[a-z0-9-]+\.ics"$/,
      );
      expect(veventos(descarga.body)).toHaveLength(1);
    });

    it(`/feed.xml tem os eventos públicos com endereços absolutos e ${noticias} notícias`, async () => {
      const { publicos, escondidos } = await eventosDoCms();

      const resposta = await descoberta.inject('/feed.xml');
      const feed = parseFeed(resposta.body);
      const ligacoes = feed.items.map((item) => item.url ?? '');

      expect(resposta.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(feed.language).toBe('pt');
      expect(ligacoes.every((url) => url.startsWith('https://www.aaq.ao/'))).toBe(true);
      expect(ligacoes.filter((url) => url.includes('/eventos/')).sort()).toEqual(
        publicos.map((e) => `https://www.aaq.ao${caminhoEvento(e)}`).sort(),
      );
      expect(ligacoes.filter((url) => url.includes('/pagina/2/'))).toHaveLength(noticias);
      for (const escondido of escondidos) expect(resposta.body).not.toContain(escondido.titulo);
    });
  },
);
