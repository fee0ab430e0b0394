import { memo } from 'react';
import { Link } from 'react-router-dom';

import { useIcones, usePagina } from '@site/shared/api';
import {
  BLOCOS_INICIO,
  GRUPOS,
  PAGINAS,
  seccoesActivas,
  type Banner,
  type PaginaDetalhe,
} from '@site/shared/contract';
import { ACarregar, IconeCms, LimiteErro, MetaPagina, useConfiguracaoSite } from '@site/shared/ui';

import { SeccaoRemota } from '../../lib/federation/seccao-remota';

import { Carrossel } from './carrossel';

function bannersDaPagina(pagina: PaginaDetalhe | undefined): Banner[] {
  if (!pagina) return [];
  return seccoesActivas(pagina.seccoes)
    .flatMap((seccao) => seccoesActivas(seccao.slides))
    .flatMap((slide) => slide.banners);
}

function Destaques() {
  const icones = useIcones(GRUPOS.destaques);
  // While the highlights load, their usual height is kept so the sections below do not jump.
  if (icones.isPending) return <div className="reserva-destaques" />;
  if (!icones.data?.length) return null;
  return (
    <section className="container py-5" aria-labelledby="titulo-destaques">
      <h2 id="titulo-destaques" className="h3 mb-4">
        O que fazemos
      </h2>
      <div className="row g-3">
        {icones.data.map((icone) => (
          <div className="col-6 col-lg-3" key={icone.idRegisto}>
            <Link className="cartao-destaque h-100" to={icone.url}>
              <IconeCms nome={icone.icone} tamanho={28} />
              <span>{icone.nome}</span>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}

const PROXIMOS = { quantos: 3 } as const;

/**
 * The remote blocks, below the first screen: their code loads when they come onto it (see
 * `BLOCOS_INICIO`). Memoised with fixed props, so that the page rendering again before then
 * does not replace their server HTML with a loading state.
 */
const ProximosEventos = memo(function ProximosEventos() {
  return (
    <div className="reserva-proximos" id={BLOCOS_INICIO['mfe_eventos/ProximosEventos']}>
      <SeccaoRemota
        modulo="mfe_eventos/ProximosEventos"
        nome="Próximos eventos"
        props={PROXIMOS}
        compacto
      />
    </div>
  );
});

const FaixaParceiros = memo(function FaixaParceiros() {
  return (
    <div id={BLOCOS_INICIO['mfe_conteudos/FaixaParceiros']}>
      <SeccaoRemota modulo="mfe_conteudos/FaixaParceiros" nome="Parceiros" compacto />
    </div>
  );
});

/** The top of the home page when the CMS has no slides: the association's name and purpose. */
function Apresentacao() {
  const { associacao } = useConfiguracaoSite();
  return (
    <section className="carrossel-alternativa">
      <div className="container">
        <h1 className="display-6 fw-semibold">{associacao.nome}</h1>
        {associacao.descricao ? <p className="lead mb-4">{associacao.descricao}</p> : null}
        <Link className="btn btn-warning btn-lg" to="/eventos/agendados">
          Ver a agenda
        </Link>
      </div>
    </section>
  );
}

/** Home: the CMS slides, highlights, and the widgets the remotes expose. */
export function PaginaInicial() {
  const { associacao } = useConfiguracaoSite();
  const inicio = usePagina(PAGINAS.inicio);
  const banners = bannersDaPagina(inicio.data);
  // Without slides (none in the CMS, or the page could not be read) the association presents itself.
  const semDestaques = !inicio.isPending && banners.length === 0;

  return (
    <>
      <MetaPagina
        titulo=""
        descricao={associacao.descricao || inicio.data?.descricao || associacao.nome}
        dadosEstruturados={{
          '@type': 'Organization',
          name: associacao.nome,
          alternateName: associacao.sigla,
          ...(associacao.descricao ? { description: associacao.descricao } : {}),
        }}
      />
      {semDestaques ? null : <h1 className="visually-hidden">{associacao.nome}</h1>}
      <LimiteErro nome="o destaque da página inicial">
        {inicio.isPending ? (
          <div className="carrossel-reserva">
            <ACarregar />
          </div>
        ) : semDestaques ? (
          <Apresentacao />
        ) : (
          <Carrossel banners={banners} />
        )}
      </LimiteErro>
      <LimiteErro nome="o bloco O que fazemos">
        <Destaques />
      </LimiteErro>
      <section className="bg-light py-5" aria-labelledby="titulo-proximos">
        <div className="container">
          <div className="d-flex justify-content-between align-items-baseline mb-3">
            <h2 id="titulo-proximos" className="h3 mb-0">
              Próximos eventos
            </h2>
            <Link to="/eventos/agendados">Ver agenda completa</Link>
          </div>
          <ProximosEventos />
        </div>
      </section>
      <section className="container py-5" aria-labelledby="titulo-sobre">
        <div className="row align-items-center g-4">
          <div className="col-lg-7">
            <h2 id="titulo-sobre" className="h3">
              Sobre a {associacao.sigla}
            </h2>
            <p className="lead">{associacao.descricao}</p>
          </div>
          <div className="col-lg-5 d-flex flex-wrap gap-2 justify-content-lg-end">
            <Link className="btn btn-primary" to={`/${associacao.slug}`}>
              Conhecer a associação
            </Link>
            <Link className="btn btn-outline-primary" to="/associados/inscricao">
              Tornar-se associado
            </Link>
          </div>
        </div>
      </section>
      <section className="py-5 border-top" aria-labelledby="titulo-parceiros">
        <div className="container">
          <h2 id="titulo-parceiros" className="h3 mb-4">
            Parceiros
          </h2>
          <FaixaParceiros />
        </div>
      </section>
    </>
  );
}
