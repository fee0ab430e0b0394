import { Link } from 'react-router-dom';

import { CAMINHO_SAIR_NEWSLETTER, caminhoContactoSobre } from '@site/shared/contract';

import { Armazenamento } from './armazenamento';
import { ACTUALIZADO_EM } from './regras-privacidade';
import { emailSede, ResponsavelDados, useSede } from './responsavel-dados';
import { Tratamentos } from './tratamentos';

/** How a visitor uses a right: by e-mail to the head office, or through the contact form. */
function ComoExercer() {
  const email = emailSede(useSede().data);
  return (
    <p>
      Para usar qualquer destes direitos,{' '}
      {email ? (
        <>
          escreva para <a href={`mailto:${email}`}>{email}</a> ou{' '}
        </>
      ) : null}
      use o{' '}
      <Link to={caminhoContactoSobre('proteccao-dados')}>
        formulário de contacto com o assunto «Protecção de dados»
      </Link>
      . Respondemos sem custos e, para proteger os seus dados, podemos pedir-lhe que confirme a sua
      identidade.
    </p>
  );
}

/**
 * The site's default privacy notice (Lei n.º 22/11, de 17 de Junho): what the spec's CMS gives (the
 * head office) and the site knows (its forms, its storage) is enough to fill it.
 */
export function AvisoPrivacidade() {
  return (
    <>
      <p className="lead">
        Esta política explica que dados pessoais o site recolhe, para quê, durante quanto tempo e
        como pode exercer os seus direitos, nos termos da Lei n.º 22/11, de 17 de Junho (Lei da
        Protecção de Dados Pessoais).
      </p>
      <h2 className="h4 mt-4">Quem é responsável pelos seus dados</h2>
      <ResponsavelDados />
      <h2 className="h4 mt-4">Que dados recolhemos, para quê e por quanto tempo</h2>
      <p>
        Só recolhemos dados pessoais através dos quatro formulários do site, e só quando os envia
        com a caixa de autorização marcada. Pedimos apenas o necessário para cada fim.
      </p>
      <Tratamentos />
      <h2 className="h4 mt-4">Os seus direitos</h2>
      <p>A qualquer momento, pode pedir-nos:</p>
      <ul>
        <li>o acesso aos dados que temos sobre si;</li>
        <li>a rectificação de dados incorrectos ou incompletos;</li>
        <li>a eliminação dos seus dados;</li>
        <li>a oposição a um tratamento;</li>
        <li>
          a retirada do seu consentimento, sem afectar o que foi feito antes dela (para a
          newsletter, basta <Link to={CAMINHO_SAIR_NEWSLETTER}>cancelar a subscrição</Link>).
        </li>
      </ul>
      <ComoExercer />
      <h2 className="h4 mt-4">Reclamar junto da APD</h2>
      <p>
        Se entender que os seus dados não foram tratados como a lei exige, tem o direito de
        apresentar uma reclamação à Agência de Protecção de Dados (APD), a autoridade angolana que
        fiscaliza a aplicação da Lei n.º 22/11.
      </p>
      <h2 className="h4 mt-4">Cookies e armazenamento no seu dispositivo</h2>
      <Armazenamento />
      <h2 className="h4 mt-4">Medições de desempenho</h2>
      <p>
        Para saber se o site abre depressa e sem erros nos telemóveis de quem o visita, o seu
        navegador envia ao próprio site, de forma anónima, algumas medições de cada visita (ou de
        uma parte das visitas): quanto tempo a página levou a aparecer e a responder a um toque, se
        o conteúdo saltou enquanto carregava, que tipo de erro ocorreu, em que secção e versão do
        site, o tipo de página (por exemplo, «eventos»), o tamanho do ecrã (telemóvel, tablet ou
        computador) e o tipo de ligação (3G, 4G…).
      </p>
      <p>
        Estas medições não usam cookies e não levam nada que o identifique: o site não guarda o seu
        endereço IP, nem o endereço completo da página, nem o que pesquisa ou escreve, nem a
        identificação do seu navegador. São somadas em contagens e médias por secção, sem nenhum
        registo por visita.
      </p>
      <p className="mt-4 small text-body-secondary">
        Última actualização: <time dateTime={ACTUALIZADO_EM.iso}>{ACTUALIZADO_EM.texto}</time>.
      </p>
    </>
  );
}
