import {
  PADRAO_VERSAO_RUM,
  RUM_OUTRO,
  VERSAO_DESCONHECIDA,
  type DonoRum,
  type NomeRemoto,
} from '@site/shared/contract';

export interface OpcoesVersoesVivas {
  /** Each remote's entry (or manifest) URL as the site's configuration names it: a URL or a path. */
  remotos: Readonly<Record<NomeRemoto, string>>;
  /** The origin a path is read from: the gateway, or the local site itself. */
  origem: () => string;
  /** How long what was read holds before the manifests are read again. */
  validadeMs?: number;
  limitePedidoMs?: number;
  /** Versions kept per owner: every one ever read (the oldest dropped past this). */
  maximoPorDono?: number;
  fetch?: typeof fetch;
  agora?: () => number;
}

/** The manifest beside a remote's entry: `…/remoteEntry.js` → `…/mf-manifest.json`. */
const urlManifesto = (url: string) => url.replace(/remoteEntry\.js(?=$|[?#])/, 'mf-manifest.json');

/** Shell versions taken on their form alone (it has no manifest): a deploy or two at a time. */
const MAXIMO_VERSOES_SHELL = 4;

/**
 * The versions of each remote the site really serves, read from the remotes' `mf-manifest.json`
 * (`metaData.buildInfo.buildVersion`, stamped by the build) every `validadeMs`, and every one read
 * before (a visitor may still run the previous version after a deploy). A visitor's report names a
 * version; only these are labels, anything else is `other`, so that made-up versions cannot add
 * series. The shell's build has no manifest: its version is taken on its form, the first few only.
 */
export class VersoesVivas {
  private readonly vistas = new Map<DonoRum, string[]>();
  private lidasEm = -Infinity;
  private emCurso: Promise<void> | null = null;
  private lidasUmaVez = false;

  constructor(private readonly opcoes: OpcoesVersoesVivas) {}

  /** The label of `versao` for `dono`: itself when the site serves it, else `other`. */
  etiqueta(dono: DonoRum, versao: string): string {
    if (versao === VERSAO_DESCONHECIDA) return versao;
    const conhecidas = this.vistas.get(dono) ?? [];
    if (conhecidas.includes(versao)) return versao;
    if (dono === 'shell' && PADRAO_VERSAO_RUM.test(versao)) {
      if (conhecidas.length >= MAXIMO_VERSOES_SHELL) return RUM_OUTRO;
      this.vistas.set(dono, [...conhecidas, versao]);
      return versao;
    }
    return RUM_OUTRO;
  }

  /**
   * Resolves once the manifests were read at least once (the first beacon waits for that read,
   * at most `limitePedidoMs`); later, starts a new read when what was read is older than
   * `validadeMs`, without waiting for it.
   */
  async pronta(): Promise<void> {
    const leitura = this.actualizar();
    if (!this.lidasUmaVez) await leitura;
  }

  /** Reads the manifests again when what was read is older than `validadeMs`. */
  actualizar(): Promise<void> {
    const agora = (this.opcoes.agora ?? Date.now)();
    if (this.emCurso) return this.emCurso;
    if (agora - this.lidasEm < (this.opcoes.validadeMs ?? 30_000)) return Promise.resolve();
    this.lidasEm = agora;
    this.emCurso = this.lerTodas().finally(() => {
      this.emCurso = null;
      this.lidasUmaVez = true;
    });
    return this.emCurso;
  }

  private async lerTodas(): Promise<void> {
    await Promise.all(
      (Object.entries(this.opcoes.remotos) as [NomeRemoto, string][]).map(async ([nome, url]) => {
        const versao = await this.lerVersao(url);
        if (!versao || !PADRAO_VERSAO_RUM.test(versao)) return;
        const conhecidas = (this.vistas.get(nome) ?? []).filter((v) => v !== versao);
        this.vistas.set(nome, [...conhecidas, versao].slice(-(this.opcoes.maximoPorDono ?? 10)));
      }),
    );
  }

  /** The version one manifest names, or undefined when it cannot be read (what was read stays). */
  private async lerVersao(url: string): Promise<string | undefined> {
    try {
      const endereco = new URL(urlManifesto(url), this.opcoes.origem());
      const resposta = await (this.opcoes.fetch ?? fetch)(endereco, {
        signal: AbortSignal.timeout(this.opcoes.limitePedidoMs ?? 3000),
      });
      if (!resposta.ok) return undefined;
      const manifesto = (await resposta.json()) as {
        metaData?: { buildInfo?: { buildVersion?: unknown } };
      };
      const versao = manifesto.metaData?.buildInfo?.buildVersion;
      return typeof versao === 'string' ? versao : undefined;
    } catch {
      return undefined;
    }
  }
}
