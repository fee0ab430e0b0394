import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { useListaRegistos, usePaginas, useRedesSociais, useTiposEventos } from '@site/shared/api';
import { destinoPagina, ID_GRUPO_LINKS_UTEIS, type CodRedeSocial } from '@site/shared/contract';
import { Icone, urlSegura, useConfiguracaoSite, type NomeIcone } from '@site/shared/ui';

import { paginasDoRodape, redesVisiveis, tiposOrdenados } from './regras-rodape';
import { leituraTardia } from './use-atraso-rodape';

const REDES: Record<CodRedeSocial, { icone: NomeIcone; nome: string }> = {
  LI: { icone: 'linkedin', nome: 'LinkedIn' },
  TW: { icone: 'twitter', nome: 'Twitter' },
  FB: { icone: 'facebook', nome: 'Facebook' },
  IN: { icone: 'instagram', nome: 'Instagram' },
};

/** The event types, each a link to its list. */
export function ColunaEventos({ pronto }: { pronto: boolean }) {
  const tipos = useTiposEventos(leituraTardia(pronto));
  useEffect(() => {
    if (tipos.isError) console.error('Erro ao buscar tipos de eventos');
  }, [tipos.isError]);
  return (
    <ul className="list-unstyled small" hidden={!pronto}>
      {tiposOrdenados(tipos.data ?? []).map(({ tipo, para }) => (
        <li key={tipo.idTipoEvento}>
          <Link to={para}>{tipo.tipoEvento}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The social networks' icons, each opening in a new window. */
export function BarraRedes({ pronto }: { pronto: boolean }) {
  const redes = useRedesSociais(leituraTardia(pronto));
  return (
    <ul className="list-inline mb-0 d-flex gap-2" hidden={!pronto}>
      {redesVisiveis(redes.data ?? []).map((rede, indice) => (
        <li key={indice} className="list-inline-item m-0">
          <a
            className="rede-social"
            href={rede.url}
            target="_blank"
            rel="noopener noreferrer"
            data-rede={rede.codRedeSocial}
          >
            <Icone nome={REDES[rede.codRedeSocial].icone} tamanho={20} />
            <span className="visually-hidden">
              {REDES[rede.codRedeSocial].nome} (abre numa nova janela)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Home and the pages the CMS puts in the footer. */
export function ColunaMenu() {
  const { associacao } = useConfiguracaoSite();
  const paginas = usePaginas();
  return (
    <ul className="list-unstyled small">
      <li>
        <Link to="/">Início</Link>
      </li>
      {paginasDoRodape(paginas.data ?? []).map((pagina) => (
        <li key={pagina.idPagina}>
          <Link to={destinoPagina(pagina, associacao.slug)}>{pagina.textoPagina}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The CMS's useful links, those with a safe address. */
export function ColunaLinks({ pronto }: { pronto: boolean }) {
  const links = useListaRegistos(ID_GRUPO_LINKS_UTEIS, false, leituraTardia(pronto));
  return (
    <ul className="list-unstyled small" hidden={!pronto}>
      {(links.data ?? [])
        .filter((link) => urlSegura(link.url))
        .map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.nome}
            </a>
          </li>
        ))}
    </ul>
  );
}
