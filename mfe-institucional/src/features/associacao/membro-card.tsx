import type { MembroEquipa } from '@site/shared/contract';

/** "Teresa Mbala" -> "TM": what stands in the portrait's place when the CMS has none. */
function iniciais(nome: string): string {
  const palavras = nome.trim().split(/\s+/);
  const primeira = palavras[0] ?? '';
  const ultima = palavras.length > 1 ? (palavras[palavras.length - 1] ?? '') : '';
  return `${primeira.charAt(0)}${ultima.charAt(0)}`.toUpperCase();
}

/** A member of a governing body: portrait (or initials), name and role. */
export function MembroCard({ membro }: { membro: MembroEquipa }) {
  return (
    <div className="card h-100 text-center membro-card">
      <div className="card-body">
        {membro.fotografiaUrl ? (
          <img
            className="membro-foto rounded-circle mb-3"
            src={membro.fotografiaUrl}
            alt={`Retrato de ${membro.nome}`}
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="membro-foto membro-iniciais rounded-circle mb-3" aria-hidden="true">
            {iniciais(membro.nome)}
          </span>
        )}
        <p className="fw-semibold mb-1">{membro.nome}</p>
        <p className="small text-body-secondary mb-0">{membro.cargo}</p>
      </div>
    </div>
  );
}
