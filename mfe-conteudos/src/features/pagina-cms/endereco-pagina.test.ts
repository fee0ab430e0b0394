import { type Pagina } from '@site/shared/contract';
import { esquemaPaginaDetalhe, esquemaSeccao } from '@site/shared/contract/esquemas';

import { enderecoCanonico, paginaPorNome, precisaDeCorreccao } from './endereco-pagina';

const seccao = (idSeccao: number, nome: string, activo = true) =>
  esquemaSeccao.parse({
    idSeccao,
    idPagina: 3,
    nome,
    activo,
    menu: true,
    ordem: idSeccao,
    textoSeccao: '',
    slides: [],
    anexos: [],
  });

const pagina = esquemaPaginaDetalhe.parse({
  idPagina: 3,
  textoPagina: 'Formação Contínua',
  activo: true,
  menu: true,
  ordem: 1,
  seccoesMenu: [],
  paginasFilhos: [],
  seccoes: [seccao(53, 'Cursos de Qualidade'), seccao(54, 'Em preparação', false)],
});

describe('enderecoCanonico', () => {
  it('usa o slug do texto da página', () => {
    expect(enderecoCanonico(pagina)).toEqual({ caminho: '/pagina/3/formacao-continua', hash: '' });
  });

  it('com uma secção activa, usa o slug da secção e acrescenta a âncora da secção', () => {
    expect(enderecoCanonico(pagina, 53)).toEqual({
      caminho: '/pagina/3/53/cursos-de-qualidade',
      hash: '#seccao-53',
    });
  });

  it('uma secção inactiva ou inexistente leva ao endereço da página', () => {
    expect(enderecoCanonico(pagina, 54).caminho).toBe('/pagina/3/formacao-continua');
    expect(enderecoCanonico(pagina, 999).caminho).toBe('/pagina/3/formacao-continua');
  });
});

describe('precisaDeCorreccao', () => {
  const canonico = { caminho: '/pagina/3/53/cursos-de-qualidade', hash: '#seccao-53' };

  it('corrige um slug errado ou a falta da âncora', () => {
    expect(
      precisaDeCorreccao({ pathname: '/pagina/3/53/outro', hash: '#seccao-53' }, canonico),
    ).toBe(true);
    expect(
      precisaDeCorreccao({ pathname: '/pagina/3/53/cursos-de-qualidade', hash: '' }, canonico),
    ).toBe(true);
  });

  it('deixa ficar o endereço certo, mesmo com outra âncora escolhida pelo visitante', () => {
    expect(
      precisaDeCorreccao(
        { pathname: '/pagina/3/53/cursos-de-qualidade', hash: '#seccao-53' },
        canonico,
      ),
    ).toBe(false);
    expect(
      precisaDeCorreccao(
        { pathname: '/pagina/3/53/cursos-de-qualidade/', hash: '#outra' },
        canonico,
      ),
    ).toBe(false);
  });
});

describe('paginaPorNome', () => {
  it('encontra uma página, ou uma página filha, pelo slug do nome', () => {
    const filho: Pagina = {
      ...pagina,
      idPagina: 14,
      textoPagina: 'Cursos de Qualidade',
      paginasFilhos: [],
    };
    const paginas: Pagina[] = [{ ...pagina, paginasFilhos: [filho] }];
    expect(paginaPorNome(paginas, 'formacao-continua')?.idPagina).toBe(3);
    expect(paginaPorNome(paginas, 'Cursos de Qualidade')?.idPagina).toBe(14);
    expect(paginaPorNome(paginas, 'nada')).toBeUndefined();
  });
});
