import { rotasPublicas } from '@site/shared/contract';

import { caminhosDoSite, type LeitorConteudo } from './conteudo';
import { ConteudoIndisponivel, criarRonda } from './partes';

const evento = (idEvento: number, titulo: string, estado: string) => ({
  idEvento,
  titulo,
  estado,
  dataInicio: '2026-03-10T09:00:00+01:00',
});

const CONTEUDO: Record<string, unknown> = {
  'eve eventos/classificacao': [
    evento(7, 'Conferência Nacional da Qualidade', 'Activo'),
    evento(8, 'Evento cancelado', 'Cancelado'),
  ],
  'eve tiposEventos/Lista/pt': [{ idTipoEvento: 2, tipoEvento: 'Formações' }],
  'cms registos/9/pt/true': [
    { idRegisto: 1, nome: 'Conferência 2025', slug: 'conferencia-2025' },
    // The site makes the address of an album without a slug from its name, and so does this.
    { idRegisto: 2, nome: 'Visita ao Lobito', slug: '' },
    // Not an album (no id, no name): the site leaves it out, and so does this.
    { slug: 'sem-nome' },
  ],
};

function leitor(
  falhar: readonly string[] = [],
  conteudo = CONTEUDO,
): jest.MockedFunction<LeitorConteudo> {
  return jest.fn(async (base, caminho) => {
    const chave = `${base} ${caminho}`;
    if (falhar.includes(chave)) throw new Error(`${chave} answered HTTP 502`);
    return conteudo[chave];
  });
}

describe('caminhosDoSite', () => {
  it('lista as rotas públicas, os tipos de evento, os eventos activos e os álbuns da galeria', async () => {
    const caminhos = await caminhosDoSite(leitor(), 'aaq', criarRonda());

    expect(caminhos).toEqual([
      ...rotasPublicas('aaq'),
      '/eventos/tipos/2/formacoes',
      '/eventos/7/conferencia-nacional-da-qualidade',
      '/galeria/conferencia-2025',
      '/galeria/visita-ao-lobito',
    ]);
  });

  it('pede os eventos da classificação padrão em português, como o site', async () => {
    const ler = leitor();

    await caminhosDoSite(ler, 'aaq', criarRonda());

    expect(ler).toHaveBeenCalledWith('eve', 'eventos/classificacao', {
      idClassificacao: 1,
      codIdioma: 'pt',
      utilizadorSessao: expect.objectContaining({ idUtilizador: 5, username: 'website' }),
    });
  });

  it('quando uma parte falha, lista as outras e diz qual faltou, com o seu endpoint', async () => {
    const ronda = criarRonda();

    const caminhos = await caminhosDoSite(leitor(['eve eventos/classificacao']), 'aaq', ronda);

    expect(caminhos).toContain('/eventos/tipos/2/formacoes');
    expect(caminhos).toContain('/galeria/conferencia-2025');
    expect(caminhos).not.toContain('/eventos/7/conferencia-nacional-da-qualidade');
    expect(ronda.emFalta).toEqual([
      expect.objectContaining({
        parte: 'eventos',
        endpoint: 'eve eventos/classificacao',
        causa: 'eve eventos/classificacao answered HTTP 502',
      }),
    ]);
    expect(() => ronda.terminar()).not.toThrow();
  });

  it('uma resposta sem lista deixa de fora só essa parte', async () => {
    const ronda = criarRonda();

    const caminhos = await caminhosDoSite(
      leitor([], { ...CONTEUDO, 'cms registos/9/pt/true': null }),
      'aaq',
      ronda,
    );

    expect(ronda.emFalta.map((falta) => falta.parte)).toEqual(['galeria']);
    expect(caminhos).toContain('/eventos/7/conferencia-nacional-da-qualidade');
    expect(caminhos.some((caminho) => caminho.startsWith('/galeria/'))).toBe(false);
  });

  it('só recusa quando nenhuma parte foi lida', async () => {
    const ronda = criarRonda();
    const falhar = [
      'eve eventos/classificacao',
      'eve tiposEventos/Lista/pt',
      'cms registos/9/pt/true',
    ];

    await caminhosDoSite(leitor(falhar), 'aaq', ronda);

    expect(() => ronda.terminar()).toThrow(ConteudoIndisponivel);
    expect(() => ronda.terminar()).toThrow(
      expect.objectContaining({ partes: ['eventos', 'tipos', 'galeria'] }),
    );
  });
});
