import type { MembroEquipa } from '@site/shared/contract';
import { ImagemCms } from '@site/shared/ui';

/** "Teresa Mbala" -> "TM": what stands in the portrait's place when the CMS has none. */
function iniciais(nome: string): string {
  const palavras = nome.trim().split(/\s+/);
  const primeira = palavras[0] ?? '';
  const ultima = palavras.length > 1 ? (palavras[palavras.length - 1] ?? '') : '';
  return `${primeira.charAt(0)}${ultima.charAt(0)}`.toUpperCase();
}

/** A member of a governing body: portrait (or initials), name and role. */
export function MembroCard({ membro }: { membro: MembroEquipa }) {
  const semRetrato = (
    <span className="membro-foto membro-iniciais rounded-circle mb-3" aria-hidden="true">
      {iniciais(membro.nome)}
    </span>
  );
  return (
    <div className="card h-100 text-center membro-card">
      <div className="card-body">
        {membro.fotografiaUrl ? (
          // The CMS gives no size for portraits: square, at most 128 px wide (`.membro-foto`).
          <ImagemCms
            url={membro.fotografiaUrl}
            largura={400}
            altura={400}
            alt={`Retrato de ${membro.nome}`}
            sizes="128px"
            maxima={480}
            className="membro-foto rounded-circle mb-3"
            alternativa={semRetrato}
          />
        ) : (
          semRetrato
        )}
        <p className="fw-semibold mb-1">{membro.nome}</p>
        <p className="small text-body-secondary mb-0">{membro.cargo}</p>
      </div>
    </div>
  );
}
