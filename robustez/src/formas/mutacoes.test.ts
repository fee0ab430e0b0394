import {
  aplicarMutacao,
  DATAS_NOUTRO_FORMATO,
  ID_DESCONHECIDO,
  idMutacao,
  ITENS_MUITOS,
  mutacaoRepresentativa,
  mutacoesPossiveis,
  TAMANHO_TEXTO_LONGO,
  TIPOS_MUTACAO,
  type Json,
  type Mutacao,
} from './mutacoes';

/** Shaped like the CMS answers (a page list with nested children, a location, social networks). */
const paginas: Json = {
  objecto: [
    { idPagina: 1, textoPagina: 'Início', activo: true, seccoesMenu: [], paginasFilhos: [] },
    {
      idPagina: 3,
      textoPagina: 'Formação',
      activo: true,
      seccoesMenu: [{ idSeccao: 53, nome: 'Formação' }],
      paginasFilhos: [{ idPagina: 14, textoPagina: 'Cursos', paginasFilhos: [] }],
    },
  ],
  statusCode: 200,
};
const local: Json = {
  objecto: {
    idLocal: 2,
    morada: 'Rua Rainha Ginga',
    contactosAgrupados: { telemoveis: [{ idContacto: 21, contacto: '+244 923 456 789' }] },
  },
  statusCode: 200,
};
const redes: Json = {
  objecto: [{ idRedeSocial: 1, codRedeSocial: 'LI', url: 'https://x.ao', activo: true }],
  statusCode: 200,
};
const evento: Json = {
  objecto: { idEvento: 15, estado: 'Activo', dataInicio: '2027-02-26T08:30:00+01:00' },
  statusCode: 200,
};

const encontrar = (resposta: Json, id: string): Mutacao => {
  const mutacao = mutacoesPossiveis(resposta).find((m) => idMutacao(m) === id);
  if (!mutacao) throw new Error(`${id} not generated`);
  return mutacao;
};
const aplicar = (resposta: Json, id: string) => aplicarMutacao(resposta, encontrar(resposta, id))!;

describe('catálogo de mutações, genérico sobre JSON', () => {
  it('tem doze espécies, cada uma com o seu nome', () => {
    expect(TIPOS_MUTACAO.map((t) => t.id)).toEqual([
      'chave-removida',
      'nulo',
      'tipo-errado',
      'lista-vazia',
      'lista-objecto',
      'envelope-500',
      'objecto-nulo',
      'chaves-extra',
      'dez-mil-itens',
      'texto-longo',
      'codigo-desconhecido',
      'data-formato',
    ]);
  });

  it('chega a cada profundidade: envelope, objecto, primeiro item e listas aninhadas', () => {
    const alvos = new Set(mutacoesPossiveis(paginas).map((m) => m.alvo));
    expect([...alvos]).toEqual(
      expect.arrayContaining([
        'envelope',
        'objecto',
        'objecto[]',
        'objecto[].seccoesMenu',
        'objecto[].paginasFilhos',
        'objecto[].paginasFilhos[]',
      ]),
    );
    expect(mutacoesPossiveis(local).map((m) => m.alvo)).toContain(
      'objecto.contactosAgrupados.telemoveis',
    );
  });

  it('uma lista aninhada vazia no primeiro item é mutada no primeiro item onde tem conteúdo', () => {
    const { resposta, local: onde } = aplicar(paginas, 'lista-vazia:[]@objecto[].paginasFilhos');
    expect(onde).toBe('objecto[1].paginasFilhos');
    expect(
      (resposta as { objecto: { paginasFilhos: Json[] }[] }).objecto[1]!.paginasFilhos,
    ).toEqual([]);
  });

  it('não toca na resposta original', () => {
    const antes = JSON.stringify(paginas);
    aplicar(paginas, 'chave-removida:removida@objecto[].textoPagina');
    aplicar(paginas, 'objecto-nulo:objecto: null@objecto');
    expect(JSON.stringify(paginas)).toBe(antes);
  });

  it('no envelope: statusCode 500 num HTTP 200, objecto nulo, chaves desconhecidas', () => {
    expect(aplicar(paginas, 'envelope-500:statusCode 500@statusCode').resposta).toMatchObject({
      statusCode: 500,
    });
    expect(aplicar(paginas, 'objecto-nulo:objecto: null@objecto').resposta).toEqual({
      objecto: null,
      statusCode: 200,
    });
    expect(aplicar(local, 'chaves-extra:+4 chaves@envelope').resposta).toMatchObject({
      campoNovo: expect.any(String),
      statusCode: 200,
    });
  });

  it('lista e objecto trocados, nos dois sentidos', () => {
    const lista = aplicar(redes, 'lista-objecto:lista→objecto@objecto').resposta as {
      objecto: Record<string, Json>;
    };
    expect(Array.isArray(lista.objecto)).toBe(false);
    expect(lista.objecto['0']).toMatchObject({ codRedeSocial: 'LI' });
    const objecto = aplicar(local, 'lista-objecto:objecto→lista@objecto').resposta as {
      objecto: Json[];
    };
    expect(objecto.objecto).toEqual([(local as { objecto: Json }).objecto]);
  });

  it('10 000 itens, com identificadores distintos', () => {
    const { resposta } = aplicar(redes, `dez-mil-itens:${ITENS_MUITOS} itens@objecto`);
    const itens = (resposta as { objecto: { idRedeSocial: number }[] }).objecto;
    expect(itens).toHaveLength(ITENS_MUITOS);
    expect(new Set(itens.map((i) => i.idRedeSocial)).size).toBe(ITENS_MUITOS);
  });

  it('um texto de 100 000 caracteres, um tipo errado e um nulo num campo do primeiro item', () => {
    const longo = aplicar(local, `texto-longo:${TAMANHO_TEXTO_LONGO} caracteres@objecto.morada`);
    expect((longo.resposta as { objecto: { morada: string } }).objecto.morada).toHaveLength(
      TAMANHO_TEXTO_LONGO,
    );
    const errado = aplicar(paginas, 'tipo-errado:número→texto@objecto[].idPagina');
    expect((errado.resposta as { objecto: { idPagina: Json }[] }).objecto[0]!.idPagina).toBe('1');
    const nulo = aplicar(local, 'nulo:null@objecto.contactosAgrupados.telemoveis');
    expect(nulo.local).toBe('objecto.contactosAgrupados.telemoveis');
  });

  it('um código que o sítio não conhece: YT numa rede social, outro estado, um id sem registo', () => {
    const yt = aplicar(redes, 'codigo-desconhecido:YT@objecto[].codRedeSocial').resposta;
    expect((yt as { objecto: { codRedeSocial: string }[] }).objecto[0]!.codRedeSocial).toBe('YT');
    expect(mutacoesPossiveis(evento).map(idMutacao)).toEqual(
      expect.arrayContaining([
        'codigo-desconhecido:valor-desconhecido@objecto.estado',
        `codigo-desconhecido:id ${ID_DESCONHECIDO}@objecto.idEvento`,
      ]),
    );
  });

  it('uma data noutro formato: dd/mm/aaaa, com espaço em vez de T, epoch em ms', () => {
    const datas = DATAS_NOUTRO_FORMATO.map(
      (data) =>
        (
          aplicar(evento, `data-formato:${data.nome}@objecto.dataInicio`).resposta as {
            objecto: { dataInicio: Json };
          }
        ).objecto.dataInicio,
    );
    expect(datas).toEqual(['31/12/2026', '2026-12-31 09:00:00', 1798704000000]);
  });

  it('uma mutação gerada de uma resposta aplica-se a outra do mesmo endpoint, pela forma', () => {
    const outra: Json = {
      objecto: [
        {
          idPagina: 9,
          textoPagina: 'Biblioteca',
          paginasFilhos: [{ idPagina: 20, textoPagina: 'Guias' }],
        },
      ],
      statusCode: 200,
    };
    const mutacao = encontrar(paginas, 'nulo:null@objecto[].paginasFilhos[].textoPagina');
    expect(aplicarMutacao(outra, mutacao)?.local).toBe('objecto[0].paginasFilhos[0].textoPagina');
    expect(aplicarMutacao({ objecto: [], statusCode: 200 }, mutacao)).toBeUndefined();
  });

  it('no CI, cada espécie tem uma representante, no primeiro item e num campo com lista', () => {
    const possiveis = mutacoesPossiveis(paginas);
    const removida = mutacaoRepresentativa(possiveis, paginas, 'chave-removida')!;
    expect([removida.alvo, removida.forma]).toEqual(['objecto[]', 'objecto[].seccoesMenu']);
    const vazia = mutacaoRepresentativa(possiveis, paginas, 'lista-vazia')!;
    expect(vazia.forma).toBe('objecto');
    expect(mutacaoRepresentativa(possiveis, paginas, 'data-formato')).toBeUndefined();
  });
});
