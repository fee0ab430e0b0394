import { readdirSync } from 'node:fs';

import {
  ANCORAS_SECCOES,
  GRUPOS,
  PAGINAS,
  eventosVisiveis,
  separarEventos,
} from '@site/shared/contract';

import { ArmazemFotografias } from '../midia/armazem-fotografias';
import { ASSOCIACAO, pastaTemporaria } from '../testes/api-de-teste';

import { criarConteudo } from './';

const AGORA = new Date('2026-03-10T12:00:00Z');
const conteudo = criarConteudo({
  associacao: { nome: 'Associação de Teste da Qualidade', sigla: 'ATQ', slug: 'atq' },
  agora: AGORA,
});
const doGrupo = (idGrupo: number) => conteudo.registos.filter((r) => r.idGrupo === idGrupo);

describe('conteúdo semeado', () => {
  it('tem as páginas 1 a 13 e páginas fora do menu ou inactivas', () => {
    for (let id = 1; id <= 13; id += 1) expect(conteudo.paginasPorId.has(id)).toBe(true);
    const todas = [...conteudo.paginasPorId.values()];
    expect(todas.some((p) => !p.menu)).toBe(true);
    expect(todas.some((p) => !p.activo)).toBe(true);
  });

  it('a página da associação lista as secções 1 a 5 e usa o nome configurado', () => {
    const pagina = conteudo.paginasPorId.get(PAGINAS.associacao);
    const ids = pagina?.seccoesMenu.filter((s) => s.menu && s.activo).map((s) => s.idSeccao);
    expect(ids).toEqual(Object.keys(ANCORAS_SECCOES).map(Number));
    const historia = conteudo.seccoes.find((s) => s.idSeccao === 1);
    expect(historia?.textoSeccao).toContain('Associação de Teste da Qualidade');
    const estatutos = conteudo.seccoes.find((s) => s.idSeccao === 3);
    expect(estatutos?.anexos[0]?.tipoMime).toBe('application/pdf');
  });

  it('os associados têm secções e uma página filha de inscrição', () => {
    const pagina = conteudo.paginasPorId.get(PAGINAS.associados);
    expect(pagina?.seccoesMenu.length).toBeGreaterThanOrEqual(3);
    expect(pagina?.paginasFilhos.map((p) => p.textoPagina)).toContain('Inscrição');
  });

  it('há uma página genérica com filhos (menu suspenso) e cada filho tem conteúdo', () => {
    const genericas = conteudo.paginas.filter(
      (p) => p.paginasFilhos.length > 0 && p.idPagina !== PAGINAS.associados,
    );
    expect(genericas.length).toBeGreaterThan(0);
    for (const filho of genericas.flatMap((p) => p.paginasFilhos)) {
      expect(conteudo.seccoes.some((s) => s.idPagina === filho.idPagina)).toBe(true);
    }
  });

  it('o início tem 3 diapositivos activos com fotografias largas do tamanho anunciado', () => {
    const slides = conteudo.seccoes
      .filter((s) => s.idPagina === PAGINAS.inicio)
      .flatMap((s) => s.slides);
    const activos = slides.filter((s) => s.activo);
    expect(activos).toHaveLength(3);
    for (const banner of activos.flatMap((s) => s.banners)) {
      expect(banner.imagemUrl).toMatch(
        /^\/cms\/api\/v1\/media\/banner-\d+-3200x1200\.[0-9a-f]{10}\.jpg$/,
      );
      expect([banner.largura, banner.altura]).toEqual([3200, 1200]);
    }
  });

  it('a equipa cobre os três órgãos sociais com retratos', () => {
    expect(conteudo.equipa.length).toBeGreaterThanOrEqual(9);
    expect(new Set(conteudo.equipa.map((m) => m.orgao?.nome))).toEqual(
      new Set(['Assembleia Geral', 'Direcção', 'Conselho Fiscal']),
    );
  });

  it('há eventos passados e futuros em relação à data actual, com estados em maiúsculas e minúsculas', () => {
    expect(conteudo.eventos.length).toBeGreaterThanOrEqual(14);
    const { agendados, realizados } = separarEventos(conteudo.eventos, AGORA);
    expect(agendados.length).toBeGreaterThanOrEqual(3);
    expect(realizados.length).toBeGreaterThanOrEqual(3);
    expect(new Set(conteudo.eventos.map((e) => e.estado))).toEqual(
      new Set(['Activo', 'ACTIVO', 'activo', 'Inactivo', 'inactivo', 'Cancelado']),
    );
    expect(eventosVisiveis(conteudo.eventos).length).toBeLessThan(conteudo.eventos.length);
    for (const evento of conteudo.eventos) {
      expect(evento.dataInicio).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+01:00$/);
      expect(Date.parse(evento.dataFim)).toBeGreaterThan(Date.parse(evento.dataInicio));
    }
    expect(new Set(conteudo.eventos.map((e) => e.tipoEvento)).size).toBeGreaterThanOrEqual(4);
  });

  it('a sede tem morada, telemóveis, telefone, e-mails e skype', () => {
    const sede = conteudo.locais.find((l) => l.idLocal === 2);
    expect(sede?.morada).toMatch(/<br>Luanda, Angola$/);
    expect(sede?.contactosAgrupados.telemoveis.length).toBeGreaterThanOrEqual(2);
    expect(sede?.contactosAgrupados.telemoveis[0]?.contacto).toMatch(/^\+244 9\d{2} /);
    expect(sede?.contactosAgrupados.telefones[0]?.contacto).toMatch(/^\+244 222 /);
    expect(sede?.contactosAgrupados.emails.length).toBeGreaterThanOrEqual(2);
    expect(sede?.contactosAgrupados.skype).toHaveLength(1);
  });

  it('as redes sociais incluem LI, TW, FB e IN e uma inactiva', () => {
    const activas = conteudo.redesSociais.filter((r) => r.activo).map((r) => r.codRedeSocial);
    expect(new Set(activas)).toEqual(new Set(['LI', 'TW', 'FB', 'IN']));
    expect(conteudo.redesSociais.some((r) => !r.activo)).toBe(true);
  });

  it('os grupos de registos têm o conteúdo mínimo pedido', () => {
    expect(doGrupo(GRUPOS.linksUteis).filter((r) => r.activo).length).toBeGreaterThanOrEqual(5);
    const normas = doGrupo(GRUPOS.normas);
    expect(normas.length).toBeGreaterThanOrEqual(10);
    expect(new Set(normas.map((n) => n.idGrupoTipo)).size).toBeGreaterThanOrEqual(3);
    expect(normas.every((n) => n.codigo && n.data && n.anexos.length === 1)).toBe(true);
    const biblioteca = doGrupo(GRUPOS.biblioteca);
    expect(biblioteca.length).toBeGreaterThanOrEqual(12);
    expect(new Set(biblioteca.map((d) => d.idGrupoTipo)).size).toBeGreaterThanOrEqual(4);
    expect(
      biblioteca.some((d) => d.anexos[0]?.nome === 'Guia de Boas Práticas de Normalização.pdf'),
    ).toBe(true);
    expect(new Set(biblioteca.map((d) => d.anexos[0]?.tamanho)).size).toBe(biblioteca.length);
    const albuns = doGrupo(GRUPOS.galeria);
    expect(albuns.length).toBeGreaterThanOrEqual(4);
    for (const album of albuns) {
      expect(album.imagens?.length).toBeGreaterThanOrEqual(6);
      expect(album.imagens?.length).toBeLessThanOrEqual(10);
    }
    const tamanhos = (album: (typeof albuns)[number]) =>
      new Set(
        album.imagens?.map((i) =>
          [i.largura, i.altura, i.miniaturaLargura, i.miniaturaAltura].join('×'),
        ),
      );
    const deFotografias = albuns.filter((a) => a.imagens?.every((i) => i.url.endsWith('.jpg')));
    expect(deFotografias.map((a) => a.nome)).toEqual(['Formação de Auditores em Benguela']);
    for (const album of albuns) {
      expect(tamanhos(album)).toEqual(
        new Set([deFotografias.includes(album) ? '3000×2000×3000×2000' : '1200×800×400×267']),
      );
    }
    const faqs = doGrupo(GRUPOS.faqs);
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(faqs.map((f) => f.slug)).size).toBe(faqs.length);
    const parceiros = doGrupo(GRUPOS.parceiros);
    expect(parceiros.length).toBeGreaterThanOrEqual(8);
    expect(new Set(parceiros.map((p) => p.idGrupoTipo)).size).toBeGreaterThanOrEqual(3);
    expect(doGrupo(GRUPOS.destaques).every((d) => d.icone)).toBe(true);
  });

  it('todas as imagens referidas existem no catálogo de media', () => {
    const json = JSON.stringify(conteudo);
    const urls = [...json.matchAll(/\/cms\/api\/v1\/media\/([^"]+)/g)].map((m) => m[1] ?? '');
    expect(urls.length).toBeGreaterThan(50);
    for (const nome of urls) expect(conteudo.catalogo.tem(nome)).toBe(true);
  });

  it('as imagens dos eventos são fotografias de 3000×2000, distintas, anunciadas com o seu tamanho', () => {
    const imagens = conteudo.eventos.map((e) => e.imagemUrl);
    for (const url of imagens) {
      expect(url).toMatch(/^\/cms\/api\/v1\/media\/evento-.+-3000x2000\.[0-9a-f]{10}\.jpg$/);
    }
    expect(new Set(imagens).size).toBe(imagens.length);
    for (const evento of conteudo.eventos) {
      expect([evento.imagemLargura, evento.imagemAltura]).toEqual([3000, 2000]);
    }
  });

  it('os nomes das fotografias não dependem do relógio: outro dia, os mesmos ficheiros', () => {
    const fotografias = (c: typeof conteudo) =>
      JSON.stringify(c).match(/\/cms\/api\/v1\/media\/[^"]+\.jpg/g) ?? [];
    const outra = criarConteudo({
      associacao: { nome: 'Associação de Teste da Qualidade', sigla: 'ATQ', slug: 'atq' },
      agora: new Date(AGORA.getTime() + 40 * 86_400_000),
    });
    expect(fotografias(conteudo).length).toBeGreaterThanOrEqual(25);
    expect(fotografias(outra)).toEqual(fotografias(conteudo));
  });

  it('criar o conteúdo não faz nenhuma fotografia nem escreve no disco', () => {
    const pasta = pastaTemporaria();
    try {
      const armazem = new ArmazemFotografias({ pasta: pasta.pasta });
      criarConteudo({ associacao: ASSOCIACAO, agora: AGORA, fotografias: armazem });
      expect(armazem.geradas).toBe(0);
      expect(readdirSync(pasta.pasta)).toEqual([]);
    } finally {
      pasta.remover();
    }
  });

  it('os anexos declaram o tamanho real do ficheiro', () => {
    for (const { anexo, conteudo: bytes } of conteudo.arquivos.values()) {
      expect(anexo.tamanho).toBe(bytes.length);
    }
  });

  it('os identificadores são únicos', () => {
    const unicos = (ids: number[]) => expect(new Set(ids).size).toBe(ids.length);
    unicos(conteudo.seccoes.map((s) => s.idSeccao));
    unicos(conteudo.registos.map((r) => r.idRegisto));
    unicos(conteudo.eventos.map((e) => e.idEvento));
    unicos(conteudo.gruposTipos.map((t) => t.idGrupoTipo));
  });
});
