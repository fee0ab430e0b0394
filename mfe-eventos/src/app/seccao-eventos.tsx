export default function SeccaoEventos() {
  return <div className="container">STUB eventos</div>;
}
