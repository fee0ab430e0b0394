import { Link } from 'react-router-dom';

import { caminhoContactoSobre } from '@site/shared/contract';
import { CabecalhoPagina, MetaPagina, useConfiguracaoSite } from '@site/shared/ui';

import '../../components/texto-longo.css';

/** The day the statement was last reviewed. */
const ACTUALIZADA_EM = { iso: '2026-11-27', texto: '27 de Novembro de 2026' } as const;

/** `/acessibilidade`: the accessibility statement (target, how it is tested, limits, how to report). */
export function PaginaAcessibilidade() {
  const { associacao } = useConfiguracaoSite();
  return (
    <>
      <MetaPagina
        titulo="Acessibilidade"
        descricao={`O compromisso da ${associacao.sigla} com um site que todos possam usar, os seus limites conhecidos e como nos comunicar um problema.`}
      />
      <CabecalhoPagina
        titulo="Acessibilidade"
        subtitulo="Um site que todos possam usar, com ou sem tecnologias de apoio."
      />
      <div className="container pb-5">
        <div className="texto-longo">
          <p className="lead">
            A {associacao.nome} quer que este site possa ser usado por todas as pessoas, incluindo
            quem navega só com o teclado, usa um leitor de ecrã, amplia o texto ou tem uma ligação
            lenta.
          </p>
          <h2 className="h4 mt-4">O nosso objectivo</h2>
          <p>
            O site procura cumprir o nível AA das Directrizes de Acessibilidade para Conteúdo Web
            (WCAG) 2.1, do W3C.
          </p>
          <h2 className="h4 mt-4">Como o verificamos</h2>
          <ul>
            <li>
              Os testes automáticos do site abrem cada tipo de página num navegador e verificam-na
              com o axe, procurando falhas das regras WCAG 2.1 A e AA (contraste, nomes de ligações
              e botões, rótulos dos campos, estrutura de títulos, entre outras). Uma falha impede a
              publicação de uma nova versão.
            </li>
            <li>
              Os mesmos testes usam o teclado nos menus e nos formulários, e encontram cada elemento
              pelos nomes e papéis que os leitores de ecrã anunciam.
            </li>
            <li>
              Cada página funciona em ecrãs a partir de 360 píxeis de largura e com o texto
              ampliado, e mostra o conteúdo principal mesmo antes de o JavaScript carregar.
            </li>
          </ul>
          <p>
            Ainda não foi feita uma avaliação completa por pessoas que usam leitores de ecrã no dia
            a dia: é o próximo passo, e os seus comentários ajudam-nos.
          </p>
          <h2 className="h4 mt-4">Limitações conhecidas</h2>
          <ul>
            <li>
              Os documentos (PDF e outros) da biblioteca, das normas e dos eventos são publicados
              tal como nos chegam e podem não estar preparados para leitores de ecrã.
            </li>
            <li>
              Os textos alternativos das imagens e a formatação dos textos vêm do sistema de gestão
              de conteúdos: dependem de quem os escreve e podem faltar nalgumas imagens.
            </li>
            <li>
              Os mapas abrem-se noutro serviço (a aplicação de mapas do seu dispositivo ou o
              OpenStreetMap), cuja acessibilidade não controlamos; a morada está sempre escrita na
              página.
            </li>
            <li>
              Quando a verificação humana (captcha) está ligada, o seu quadro vem de outro serviço e
              pode ser difícil de usar com algumas tecnologias de apoio.
            </li>
          </ul>
          <h2 className="h4 mt-4">Comunicar um problema</h2>
          <p>
            Se encontrar uma barreira neste site, ou precisar de um conteúdo noutro formato,
            diga-nos pelo{' '}
            <Link to={caminhoContactoSobre('acessibilidade')}>
              formulário de contacto com o assunto «Acessibilidade»
            </Link>
            . Indique a página e o que aconteceu; respondemos o mais depressa possível.
          </p>
          <p className="mt-4 small text-body-secondary">
            Última actualização: <time dateTime={ACTUALIZADA_EM.iso}>{ACTUALIZADA_EM.texto}</time>.
          </p>
        </div>
      </div>
    </>
  );
}
