import { XSRF_COOKIE } from '@site/shared/contract';
import { useConfiguracaoSite } from '@site/shared/ui';

import { origemCaptcha } from './regras-privacidade';

/** What the site keeps in the visitor's browser: one cookie, the captcha if any, the offline copies. */
export function Armazenamento() {
  const { captcha } = useConfiguracaoSite();
  const fornecedorCaptcha = origemCaptcha(captcha);
  return (
    <>
      <p>
        O site não usa cookies de publicidade nem de estatísticas, e não segue a sua navegação
        noutros sites. Guarda no seu navegador apenas o seguinte:
      </p>
      <ul>
        <li>
          <strong>
            O cookie <code>{XSRF_COOKIE}</code>
          </strong>
          : estritamente necessário. Protege os formulários contra pedidos forjados por outros sites
          (guarda um código aleatório, que não o identifica).
        </li>
        {fornecedorCaptcha ? (
          <li>
            <strong>A verificação humana</strong>: os formulários carregam o serviço de verificação
            de <code>{fornecedorCaptcha}</code>, que confirma que quem envia não é um programa
            automático. Esse serviço pode guardar os seus próprios cookies e recebe o endereço IP e
            dados técnicos do navegador, segundo a política de privacidade do fornecedor.
          </li>
        ) : null}
        <li>
          <strong>Cópias para ler sem ligação</strong>: o navegador guarda cópias das páginas, das
          imagens e dos ficheiros do site que visitou, para que abram mesmo sem rede. Não guarda o
          que escreve nos formulários (os envios vão sempre à rede). As cópias mais antigas são
          apagadas sozinhas; pode apagá-las todas nas definições do navegador (dados do site).
        </li>
      </ul>
    </>
  );
}
