import { esquemaRespostaPesquisa, lerResposta } from './index';

const resultado = (extra: Record<string, unknown>) => ({
  tipo: 'evento',
  titulo: 'Conferência Nacional da Qualidade',
  caminho: '/eventos/7/conferencia-nacional-da-qualidade',
  excerto: [{ texto: 'Conferência', destaque: true }],
  ...extra,
});

describe('esquemaRespostaPesquisa', () => {
  it('lê a resposta da API de pesquisa como não confiável: larga o resultado estranho, guarda os outros', () => {
    const leitura = lerResposta(esquemaRespostaPesquisa, {
      statusCode: 200,
      objecto: {
        consulta: 'conferencia',
        total: 5,
        resultados: [
          resultado({}),
          resultado({ caminho: 'https://intruso.example/' }),
          resultado({ caminho: '//intruso.example/' }),
          resultado({ caminho: 'javascript:alert(1)' }),
          resultado({ tipo: 'desconhecido' }),
        ],
      },
    });

    expect(leitura.ok && leitura.dados.resultados).toEqual([
      {
        ...resultado({}),
        tituloDestacado: [],
        data: '',
        dataTexto: '',
        local: '',
        quando: '',
        categoria: '',
        codigo: '',
        subResultados: [],
      },
    ]);
  });

  it('uma resposta sem resultados nem total lê-se vazia', () => {
    const leitura = lerResposta(esquemaRespostaPesquisa, { statusCode: 200, objecto: {} });

    expect(leitura.ok && leitura.dados).toEqual({
      consulta: '',
      tipo: null,
      total: 0,
      pagina: 1,
      paginas: 1,
      contagens: [],
      resultados: [],
      sugestao: '',
    });
  });

  it('larga uma secção de página com endereço de outra origem, e um tipo de filtro desconhecido', () => {
    const leitura = lerResposta(esquemaRespostaPesquisa, {
      objecto: {
        tipo: 'inventado',
        contagens: [
          { tipo: 'evento', total: 2 },
          { tipo: 'outro', total: 1 },
        ],
        resultados: [
          resultado({
            subResultados: [
              { titulo: 'Boa', caminho: '/pagina/1/2/boa#seccao-2' },
              { titulo: 'Má', caminho: '//intruso.example/' },
            ],
          }),
        ],
      },
    });

    expect(leitura.ok && leitura.dados.tipo).toBeNull();
    expect(leitura.ok && leitura.dados.contagens).toEqual([{ tipo: 'evento', total: 2 }]);
    expect(leitura.ok && leitura.dados.resultados[0]?.subResultados.map((s) => s.titulo)).toEqual([
      'Boa',
    ]);
  });
});
