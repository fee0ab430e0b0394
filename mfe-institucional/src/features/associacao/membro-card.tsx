import type { MembroEquipa } from '@site/shared/contract';

/** A member of a governing body: portrait, name and role. */
export function MembroCard({ membro }: { membro: MembroEquipa }) {
  return (
    <div className="card h-100 text-center membro-card">
      <div className="card-body">
        <img
          className="membro-foto rounded-circle mb-3"
          src={membro.fotografiaUrl}
          alt={`Retrato de ${membro.nome}`}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
        <p className="fw-semibold mb-1">{membro.nome}</p>
        <p className="small text-body-secondary mb-0">{membro.cargo}</p>
      </div>
    </div>
  );
}
