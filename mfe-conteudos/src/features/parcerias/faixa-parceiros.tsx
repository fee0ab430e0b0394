import '../../estilos/conteudos.css';

import { Link } from 'react-router-dom';

import { useIconesConteudo } from '@site/shared/api';
import { GRUPOS } from '@site/shared/contract';
import { EstadoConsulta, ImagemCms, LigacaoExterna, urlExterna } from '@site/shared/ui';

/**
 * A logo's width in the strip: two columns on phones, three from 576 px, five from 992 px
 * (1 rem apart, in the container), less the item's padding and border, at most 180 px.
 */
const TAMANHOS_LOGOTIPO =
  '(min-width: 1200px) 180px, (min-width: 992px) 156px, (min-width: 768px) 180px, ' +
  '(min-width: 576px) 143px, calc(50vw - 38px)';

/** The home's partners strip: every partner's logo linking to their site, and a link to /parcerias. */
export default function FaixaParceiros() {
  const parceiros = useIconesConteudo(GRUPOS.parceiros);
  return (
    <EstadoConsulta
      consulta={parceiros}
      vazio={(dados) => dados.length === 0}
      textoVazio="Ainda não há parceiros a apresentar."
    >
      {(dados) => (
        <>
          <ul className="faixa-parceiros list-unstyled mb-4">
            {dados.map((parceiro) => {
              const nome = <span className="faixa-parceiros-nome">{parceiro.nome}</span>;
              const logotipo = parceiro.imagem ? (
                <ImagemCms
                  url={parceiro.imagem.url}
                  largura={parceiro.imagem.largura}
                  altura={parceiro.imagem.altura}
                  alt={parceiro.nome}
                  sizes={TAMANHOS_LOGOTIPO}
                  maxima={640}
                  alternativa={nome}
                />
              ) : (
                nome
              );
              return (
                <li key={parceiro.idRegisto}>
                  {urlExterna(parceiro.url) ? (
                    <LigacaoExterna href={parceiro.url} className="faixa-parceiros-item">
                      {logotipo}
                    </LigacaoExterna>
                  ) : (
                    <span className="faixa-parceiros-item">{logotipo}</span>
                  )}
                </li>
              );
            })}
          </ul>
          <Link className="btn btn-outline-primary" to="/parcerias">
            Ver todos os parceiros
          </Link>
        </>
      )}
    </EstadoConsulta>
  );
}
