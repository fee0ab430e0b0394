import type { ReactNode } from 'react';

import { hrefTelefone, type Contacto, type ContactosAgrupados } from '@site/shared/contract';
import { Icone, type NomeIcone } from '@site/shared/ui';

import { urlWhatsApp } from './regras-contactos';

function Linha(props: {
  icone: NomeIcone;
  rotulo: string;
  contacto: Contacto;
  children: ReactNode;
}) {
  return (
    <li className="d-flex gap-2 mb-2">
      <Icone nome={props.icone} className="text-primary mt-1" />
      <div>
        <span className="d-block small text-body-secondary">
          {props.rotulo}
          {props.contacto.descricao ? ` · ${props.contacto.descricao}` : ''}
        </span>
        {props.children}
      </div>
    </li>
  );
}

/** Mobiles (call or WhatsApp), landlines, e-mails and Skype of one place. */
export function ListaContactos({ contactos }: { contactos: ContactosAgrupados }) {
  return (
    <ul className="list-unstyled mb-0 lista-contactos">
      {contactos.telemoveis.map((contacto, indice) => (
        <Linha key={indice} icone="whatsapp" rotulo="Telefone | WhatsApp" contacto={contacto}>
          <a href={hrefTelefone(contacto.contacto)} className="me-2 text-nowrap">
            {contacto.contacto}
          </a>
          <a
            href={urlWhatsApp(contacto.contacto)}
            className="badge rounded-pill text-bg-success text-decoration-none"
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
            <span className="visually-hidden">
              {' '}
              para {contacto.contacto} (abre num novo separador)
            </span>
          </a>
        </Linha>
      ))}
      {contactos.telefones.map((contacto, indice) => (
        <Linha key={indice} icone="telefone" rotulo="Telefone" contacto={contacto}>
          <a href={hrefTelefone(contacto.contacto)} className="text-nowrap">
            {contacto.contacto}
          </a>
        </Linha>
      ))}
      {contactos.emails.map((contacto, indice) => (
        <Linha key={indice} icone="email" rotulo="E-mail" contacto={contacto}>
          <a href={`mailto:${contacto.contacto}`} className="text-break">
            {contacto.contacto}
          </a>
        </Linha>
      ))}
      {contactos.skype.map((contacto, indice) => (
        <Linha key={indice} icone="skype" rotulo="Skype" contacto={contacto}>
          <a href={`skype:${encodeURIComponent(contacto.contacto)}?chat`}>{contacto.contacto}</a>
        </Linha>
      ))}
    </ul>
  );
}
