/** What a visitor sees when the site cannot start (its configuration did not load). */
export function ErroArranque() {
  return (
    <main id="conteudo" className="container py-5" style={{ minHeight: '50vh' }}>
      <title>Sítio temporariamente indisponível</title>
      <h1 className="h3">O sítio está temporariamente indisponível</h1>
      <p>Não foi possível carregar a configuração do sítio. Tente novamente dentro de momentos.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Tentar novamente
      </button>
    </main>
  );
}
