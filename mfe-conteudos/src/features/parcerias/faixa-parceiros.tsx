import '../../estilos/conteudos.css';

import { Link } from 'react-router-dom';

import { useIconesConteudo } from '@site/shared/api';
import { GRUPOS } from '@site/shared/contract';
import { EstadoConsulta, LigacaoExterna, urlExterna } from '@site/shared/ui';

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
              const logotipo = parceiro.imagem ? (
                <img
                  src={parceiro.imagem.miniaturaUrl}
                  width={parceiro.imagem.miniaturaLargura}
                  height={parceiro.imagem.miniaturaAltura}
                  alt={parceiro.nome}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="faixa-parceiros-nome">{parceiro.nome}</span>
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
