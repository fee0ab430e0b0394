import { ConteudoNaoEncontrado } from '@site/shared/ui';

/** The not-found page of `/pagina/...`: an unknown or hidden page. */
export function PaginaCmsInexistente() {
  return (
    <ConteudoNaoEncontrado
      titulo="Página não encontrada"
      mensagem="A página que procura não existe ou já não está disponível."
      voltar={{ texto: 'Voltar à página inicial', para: '/' }}
    />
  );
}
