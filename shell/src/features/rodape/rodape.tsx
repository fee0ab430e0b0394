import { memo, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import {
  useListaRegistos,
  useLocal,
  usePaginas,
  useRedesSociais,
  useTiposEventos,
} from '@site/shared/api';
import {
  destinoPagina,
  hrefTelefone,
  ID_GRUPO_LINKS_UTEIS,
  ID_LOCAL_SEDE,
  type CodRedeSocial,
} from '@site/shared/contract';
import {
  HtmlSeguro,
  Icone,
  lazyAoAparecer,
  LimiteErro,
  urlSegura,
  useConfiguracaoSite,
  type NomeIcone,
} from '@site/shared/ui';

import { paginasDoRodape, redesVisiveis, tiposOrdenados } from './regras-rodape';
import { useAtrasoRodape } from './use-atraso-rodape';

/**
 * The newsletter form and its kit (React Hook Form, the human check) are a chunk of their own,
 * asked for when the footer comes near the screen: pages without another form do not load the
 * kit before they can respond, and the form hydrates in its own boundary.
 */
const ID_NEWSLETTER = 'rodape-newsletter';
/** The contacts column (`col-12 col-md-6 col-lg-3`): how wide a picture in the address can be. */
const TAMANHOS_COLUNA_CONTACTOS =
  '(min-width: 1400px) 306px, (min-width: 1200px) 261px, (min-width: 992px) 216px, (min-width: 768px) 336px, calc(100vw - 48px)';
const FormularioNewsletter = lazyAoAparecer(ID_NEWSLETTER, () =>
  import('./formulario-newsletter').then((modulo) => modulo.FormularioNewsletter),
);

/**
 * Memoised: the footer renders again when its late data arrives, and an update reaching a
 * boundary that has not hydrated yet would make React drop the server's form for its fallback.
 */
const Newsletter = memo(function Newsletter() {
  return (
    <div className="col-12 col-lg-3" id={ID_NEWSLETTER}>
      <LimiteErro nome="a subscrição da newsletter" compacto>
        <FormularioNewsletter />
      </LimiteErro>
    </div>
  );
});

const REDES: Record<CodRedeSocial, { icone: NomeIcone; nome: string }> = {
  LI: { icone: 'linkedin', nome: 'LinkedIn' },
  TW: { icone: 'twitter', nome: 'Twitter' },
  FB: { icone: 'facebook', nome: 'Facebook' },
  IN: { icone: 'instagram', nome: 'Instagram' },
};

/**
 * The footer's late data (spec §9: shown 400 ms after start). The server reads it with the page
 * and writes it into the HTML, hidden until that time: the browser then shows what it hydrated,
 * with no request and no sanitizer of its own for the head office's address. A read that fails
 * on the server is left out silently (spec §8); the browser asks for it at its time.
 */
const NO_SERVIDOR = typeof window === 'undefined';
const leituraTardia = (pronto: boolean) => ({
  enabled: pronto || NO_SERVIDOR,
  throwOnError: false,
});

function ColunaContactos({ pronto }: { pronto: boolean }) {
  const consulta = useLocal(ID_LOCAL_SEDE, leituraTardia(pronto));
  useEffect(() => {
    if (consulta.isError) console.error('Erro ao buscar contactos');
  }, [consulta.isError]);
  const sede = consulta.data;
  if (!sede) return null;
  const contactos = sede.contactosAgrupados;
  return (
    <ul className="list-unstyled small rodape-contactos" hidden={!pronto}>
      {contactos.telemoveis.length > 0 ? (
        <li>
          <span className="fw-semibold">TELEFONE | WHATSAPP:</span>{' '}
          {contactos.telemoveis.map((item, indice) => (
            <span key={indice}>
              {indice > 0 ? ' / ' : ''}
              <a href={hrefTelefone(item.contacto)}>{item.contacto}</a>
            </span>
          ))}
        </li>
      ) : null}
      {contactos.telefones.map((item, indice) => (
        <li key={indice}>
          <Icone nome="telefone" className="me-1" />
          <a href={hrefTelefone(item.contacto)}>{item.contacto}</a>
        </li>
      ))}
      {contactos.emails.map((item, indice) => (
        <li key={indice}>
          <Icone nome="email" className="me-1" />
          <a href={`mailto:${item.contacto}`}>{item.contacto}</a>
        </li>
      ))}
      {contactos.skype.map((item, indice) => (
        <li key={indice}>
          <Icone nome="skype" className="me-1" />
          Skype: {item.contacto}
        </li>
      ))}
      {sede.morada ? (
        <li className="mt-2">
          <HtmlSeguro
            as="address"
            className="mb-0 rodape-morada"
            html={sede.morada}
            tamanhosImagens={TAMANHOS_COLUNA_CONTACTOS}
          />
        </li>
      ) : null}
    </ul>
  );
}

function ColunaEventos({ pronto }: { pronto: boolean }) {
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

function BarraRedes({ pronto }: { pronto: boolean }) {
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

function ColunaMenu() {
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

function ColunaLinks({ pronto }: { pronto: boolean }) {
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

/** One column of the footer: its heading stays, whatever happens to its content. */
function Coluna(props: { titulo: string; className: string; children: ReactNode }) {
  return (
    <div className={props.className}>
      <h2 className="h6 text-uppercase rodape-titulo">{props.titulo}</h2>
      <LimiteErro nome={`a coluna ${props.titulo}`} compacto>
        {props.children}
      </LimiteErro>
    </div>
  );
}

/** The footer of spec §2: social bar, Menu, Links úteis, Eventos, Contactos and copyright. */
export function Rodape() {
  const { associacao, desenvolvimento } = useConfiguracaoSite();
  const pronto = useAtrasoRodape();
  const ano = new Date().getFullYear();

  return (
    <footer className="rodape-site mt-5">
      <div className="rodape-redes py-3">
        <div className="container d-flex flex-wrap align-items-center justify-content-between gap-3">
          <h2 className="h6 mb-0">Siga-nos nas redes sociais</h2>
          <LimiteErro nome="as redes sociais" compacto>
            <BarraRedes pronto={pronto} />
          </LimiteErro>
        </div>
      </div>
      <div className="container py-5">
        <div className="row g-4">
          <Coluna titulo="Menu" className="col-6 col-md-6 col-lg-2">
            <ColunaMenu />
          </Coluna>
          <Coluna titulo="Links úteis" className="col-6 col-md-6 col-lg-2">
            <ColunaLinks pronto={pronto} />
          </Coluna>
          <Coluna titulo="Eventos" className="col-6 col-md-6 col-lg-2">
            <ColunaEventos pronto={pronto} />
          </Coluna>
          <Coluna titulo="Contactos" className="col-12 col-md-6 col-lg-3">
            <ColunaContactos pronto={pronto} />
          </Coluna>
          <Newsletter />
        </div>
      </div>
      <div className="rodape-direitos py-3 small">
        <div className="container d-flex flex-wrap justify-content-between gap-2">
          <p className="mb-0">
            © {ano} {associacao.nome}. Todos direitos reservados.
          </p>
          <p className="mb-0">
            Desenvolvido por{' '}
            {desenvolvimento.url ? (
              <a href={desenvolvimento.url} target="_blank" rel="noopener noreferrer">
                {desenvolvimento.nome}
              </a>
            ) : (
              desenvolvimento.nome
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
