import { ancoraDoBloco, modulosDaRota, REDIRECCIONAMENTOS, rotasPublicas, SECCOES } from './rotas';

describe('a tabela de rotas', () => {
  it('lista as páginas fixas do site pela ordem do mapa do sítio, com a da associação no seu slug', () => {
    expect(rotasPublicas('aaq')).toEqual([
      '/',
      '/aaq',
      '/associados',
      '/associados/inscricao',
      '/contactos',
      '/eventos',
      '/eventos/agendados',
      '/eventos/realizados',
      '/parcerias',
      '/normalizacao',
      '/biblioteca',
      '/galeria',
      '/faqs',
      '/privacidade',
      '/privacidade/newsletter',
      '/acessibilidade',
    ]);
    expect(rotasPublicas('aq-benguela')).toContain('/aq-benguela');
  });

  it('sabe que módulos remotos cada endereço mostra primeiro', () => {
    expect(modulosDaRota('/', 'aaq')).toEqual([
      'mfe_eventos/ProximosEventos',
      'mfe_conteudos/FaixaParceiros',
    ]);
    expect(modulosDaRota('/aaq', 'aaq')).toEqual(['mfe_institucional/Associacao']);
    expect(modulosDaRota('/eventos/15/curso', 'aaq')).toEqual(['mfe_eventos/Eventos']);
    expect(modulosDaRota('/contactos', 'aaq')).toEqual(['mfe_institucional/Contactos']);
    expect(modulosDaRota('/pagina/3/formacao', 'aaq')).toEqual(['mfe_conteudos/PaginaCms']);
    expect(modulosDaRota('/nao-existe', 'aaq')).toEqual([]);
  });

  it('os blocos da página inicial esperam pelo ecrã; as secções, não', () => {
    expect(modulosDaRota('/', 'aaq').map(ancoraDoBloco)).toEqual([
      'inicio-proximos',
      'inicio-parceiros',
    ]);
    expect(SECCOES.map((seccao) => ancoraDoBloco(seccao.modulo))).toEqual(
      SECCOES.map(() => undefined),
    );
  });

  it('não dá o mesmo segmento a duas secções nem a um redireccionamento', () => {
    const segmentos = [
      ...SECCOES.map((seccao) => seccao.segmento ?? '{slug}'),
      ...Object.keys(REDIRECCIONAMENTOS),
    ];
    expect(new Set(segmentos).size).toBe(segmentos.length);
  });
});
