import { Esqueleto, Linha, type LarguraLinha } from '../../components/esqueleto';

/**
 * A line that only phones (and the narrow column beside the form) need: from 576 px a paragraph
 * takes one line less, from 768 px a step fits on one line.
 */
const SO_TELEMOVEL = 'd-block d-sm-none d-lg-block';
const ATE_TABLET = 'd-block d-md-none d-lg-block';

/** The usual introduction (see the CMS), line by line: a paragraph, three steps, a paragraph. */
const PARAGRAFO: [LarguraLinha, string][] = [
  ['col-12', 'd-block'],
  ['col-11', 'd-block'],
  ['col-6', SO_TELEMOVEL],
];
const PASSOS: [LarguraLinha, string][][] = [
  [
    ['col-11', 'd-block'],
    ['col-5', ATE_TABLET],
  ],
  [
    ['col-10', 'd-block'],
    ['col-4', SO_TELEMOVEL],
  ],
  [
    ['col-11', 'd-block'],
    ['col-6', SO_TELEMOVEL],
  ],
];

function Linhas({ linhas }: { linhas: [LarguraLinha, string][] }) {
  return linhas.map(([largura, visivel], i) => (
    <span key={i} className={visivel}>
      <Linha largura={largura} />
    </span>
  ));
}

/** The introduction's text while it loads, under the real title, as tall as the text will be. */
export function IntroducaoCandidaturaEsqueleto() {
  return (
    <Esqueleto texto="A carregar as indicações para a candidatura…" className="small">
      <p>
        <Linhas linhas={PARAGRAFO} />
      </p>
      <ol className="list-unstyled ps-4">
        {PASSOS.map((passo, i) => (
          <li key={i}>
            <Linhas linhas={passo} />
          </li>
        ))}
      </ol>
      <p>
        <Linhas linhas={PARAGRAFO} />
      </p>
    </Esqueleto>
  );
}
