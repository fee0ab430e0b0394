import { useEffect } from 'react';

import { useLocal } from '@site/shared/api';
import { hrefTelefone, ID_LOCAL_SEDE } from '@site/shared/contract';
import { HtmlSeguro, Icone } from '@site/shared/ui';

import { leituraTardia } from './use-atraso-rodape';

/** The contacts column (`col-12 col-md-6 col-lg-3`): how wide a picture in the address can be. */
const TAMANHOS_COLUNA_CONTACTOS =
  '(min-width: 1400px) 306px, (min-width: 1200px) 261px, (min-width: 992px) 216px, (min-width: 768px) 336px, calc(100vw - 48px)';

/** The head office's phones, e-mails and address, read late (spec §9). */
export function ColunaContactos({ pronto }: { pronto: boolean }) {
  const consulta = useLocal(ID_LOCAL_SEDE, leituraTardia(pronto));
  useEffect(() => {
    if (consulta.isError) console.error('Erro ao buscar contactos');
  }, [consulta.isError]);
  const sede = consulta.data;
  if (!sede) return null;
  const contactos = sede.contactosAgrupados;
  return (
    <ul className="list-unstyled small rodape-contactos" hidden={!pronto}>
      {contactos.telemoveis.length > 0 ? (
        <li>
          <span className="fw-semibold">TELEFONE | WHATSAPP:</span>{' '}
          {contactos.telemoveis.map((item, indice) => (
            <span key={indice}>
              {indice > 0 ? ' / ' : ''}
              <a href={hrefTelefone(item.contacto)}>{item.contacto}</a>
            </span>
          ))}
        </li>
      ) : null}
      {contactos.telefones.map((item, indice) => (
        <li key={indice}>
          <Icone nome="telefone" className="me-1" />
          <a href={hrefTelefone(item.contacto)}>{item.contacto}</a>
        </li>
      ))}
      {contactos.emails.map((item, indice) => (
        <li key={indice}>
          <Icone nome="email" className="me-1" />
          <a href={`mailto:${item.contacto}`}>{item.contacto}</a>
        </li>
      ))}
      {contactos.skype.map((item, indice) => (
        <li key={indice}>
          <Icone nome="skype" className="me-1" />
          Skype: {item.contacto}
        </li>
      ))}
      {sede.morada ? (
        <li className="mt-2">
          <HtmlSeguro
            as="address"
            className="mb-0 rodape-morada"
            html={sede.morada}
            tamanhosImagens={TAMANHOS_COLUNA_CONTACTOS}
          />
        </li>
      ) : null}
    </ul>
  );
}
