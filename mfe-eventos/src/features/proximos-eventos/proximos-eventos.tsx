import { useConfiguracaoSite } from '@site/shared/ui';
export default function ProximosEventos() {
  const c = useConfiguracaoSite();
  return <div>STUB proximos {c.associacao.sigla}</div>;
}
