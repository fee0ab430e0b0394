import { Link } from 'react-router-dom';

import { useLocal } from '@site/shared/api';
import { hrefTelefone, ID_LOCAL_SEDE, type Local } from '@site/shared/contract';
import { HtmlSeguro, useConfiguracaoSite } from '@site/shared/ui';

/**
 * The head office as the footer reads it (location 2, the same cached query). A failed read is
 * not the notice's failure: it points to the Contactos page instead.
 */
export const useSede = () => useLocal(ID_LOCAL_SEDE, { throwOnError: false });

/** A picture in the address is drawn 20rem wide at most (`texto-longo.css`): the slot it asks for. */
const TAMANHOS_MORADA = '320px';

/** The head office's first e-mail address, where requests about personal data go. */
export const emailSede = (sede: Local | undefined) => sede?.contactosAgrupados.emails[0]?.contacto;

/** Who the controller is: the association, with its head office's address, e-mails and phones. */
export function ResponsavelDados() {
  const { associacao } = useConfiguracaoSite();
  const consulta = useSede();
  const sede = consulta.data;
  const contactos = sede?.contactosAgrupados;
  const telefones = [...(contactos?.telemoveis ?? []), ...(contactos?.telefones ?? [])];
  return (
    <>
      <p>
        O responsável pelo tratamento dos dados pessoais recolhidos neste site é a{' '}
        <strong>{associacao.nome}</strong> ({associacao.sigla}), que os recebe e guarda através do
        seu sistema de gestão de conteúdos.
      </p>
      {consulta.isPending ? <p role="status">A carregar a morada e os contactos da sede…</p> : null}
      {sede?.morada ? (
        <HtmlSeguro
          as="address"
          className="mb-2"
          html={sede.morada}
          tamanhosImagens={TAMANHOS_MORADA}
        />
      ) : null}
      <ul className="list-unstyled">
        {contactos?.emails.map((item) => (
          <li key={item.contacto}>
            E-mail: <a href={`mailto:${item.contacto}`}>{item.contacto}</a>
          </li>
        ))}
        {telefones.map((item) => (
          <li key={item.contacto}>
            Telefone: <a href={hrefTelefone(item.contacto)}>{item.contacto}</a>
          </li>
        ))}
      </ul>
      {sede || consulta.isPending ? null : (
        <p>
          A morada e os contactos da sede estão na página <Link to="/contactos">Contactos</Link>.
        </p>
      )}
    </>
  );
}
