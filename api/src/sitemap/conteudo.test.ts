import { rotasPublicas } from '@site/shared/contract';

import { caminhosDoSite, ConteudoIndisponivel, type LeitorConteudo } from './conteudo';

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
    const caminhos = await caminhosDoSite(leitor(), 'aaq');

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

    await caminhosDoSite(ler, 'aaq');

    expect(ler).toHaveBeenCalledWith('eve', 'eventos/classificacao', {
      idClassificacao: 1,
      codIdioma: 'pt',
      utilizadorSessao: expect.objectContaining({ idUtilizador: 5, username: 'website' }),
    });
  });

  it('quando uma parte do conteúdo falha, recusa com o nome dessa parte', async () => {
    const promessa = caminhosDoSite(leitor(['eve eventos/classificacao']), 'aaq');

    await expect(promessa).rejects.toBeInstanceOf(ConteudoIndisponivel);
    await expect(promessa).rejects.toMatchObject({ partes: ['eventos'] });
  });

  it('uma resposta sem lista conta como falha', async () => {
    const promessa = caminhosDoSite(
      leitor([], { ...CONTEUDO, 'cms registos/9/pt/true': null }),
      'aaq',
    );

    await expect(promessa).rejects.toMatchObject({ partes: ['galeria'] });
  });
});
