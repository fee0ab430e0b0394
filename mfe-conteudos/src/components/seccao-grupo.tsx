import type { ReactNode } from 'react';

/** One category of a group page: a section labelled by its heading, the category's name. */
export function SeccaoGrupo(props: {
  idTitulo: string;
  titulo: string;
  /** The heading's size class (`h3`, or `h4` in the FAQs' narrower column). */
  classeTitulo: string;
  /** The section's own id, when the page links to it. */
  id?: string;
  children: ReactNode;
}) {
  return (
    <section id={props.id} className="grupo-conteudos" aria-labelledby={props.idTitulo}>
      <h2 id={props.idTitulo} className={props.classeTitulo}>
        {props.titulo}
      </h2>
      {props.children}
    </section>
  );
}
