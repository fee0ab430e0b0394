import { Esqueleto, Linha, type LarguraLinha } from '../../components/esqueleto';

/** The page's text is several screens long: four sections of grey bars keep the categories below. */
const SECCOES: { titulo: LarguraLinha; linhas: number }[] = [
  { titulo: 'col-5', linhas: 6 },
  { titulo: 'col-6', linhas: 5 },
  { titulo: 'col-4', linhas: 5 },
  { titulo: 'col-5', linhas: 4 },
];
const LARGURAS: LarguraLinha[] = ['col-12', 'col-11', 'col-12', 'col-10', 'col-12', 'col-7'];

/** The associates' sections while the CMS answers, in the sections' own boxes. */
export function SeccoesAssociadosEsqueleto() {
  return (
    <Esqueleto texto="A carregar a informação sobre os associados…">
      {SECCOES.map((seccao, i) => (
        <div key={i} className="seccao-associados">
          <p className="h3">
            <Linha largura={seccao.titulo} />
          </p>
          <p>
            {LARGURAS.slice(0, seccao.linhas).map((largura, j) => (
              <span key={j} className="d-block">
                <Linha largura={largura} />
              </span>
            ))}
          </p>
        </div>
      ))}
    </Esqueleto>
  );
}
