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
      { ...resultado({}), tituloDestacado: [] },
    ]);
  });

  it('uma resposta sem resultados nem total lê-se vazia', () => {
    const leitura = lerResposta(esquemaRespostaPesquisa, { statusCode: 200, objecto: {} });

    expect(leitura.ok && leitura.dados).toEqual({ consulta: '', total: 0, resultados: [] });
  });
});
