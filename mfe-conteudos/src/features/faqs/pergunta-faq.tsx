import { useState } from 'react';
import { Link } from 'react-router-dom';

import type { Registo } from '@site/shared/contract';
import { HtmlSeguro, Icone, useNoNavegador } from '@site/shared/ui';

/** One question of the accordion: a button that shows its answer, and a link to itself. */
export function PerguntaFaq(props: { pergunta: Registo; aberta: boolean; aoAlternar: () => void }) {
  const { pergunta, aberta } = props;
  const [copiada, setCopiada] = useState(false);
  const podeCopiar = useNoNavegador() && Boolean(navigator.clipboard);
  const idBotao = `pergunta-${pergunta.slug}`;
  const idResposta = `resposta-${pergunta.slug}`;

  const copiar = () => {
    const endereco = `${window.location.origin}/faqs#${pergunta.slug}`;
    void navigator.clipboard?.writeText(endereco).then(
      () => setCopiada(true),
      () => setCopiada(false),
    );
  };

  return (
    <div id={pergunta.slug} className="pergunta-faq">
      <h3 className="h6 mb-0">
        <button
          id={idBotao}
          type="button"
          className="pergunta-faq-botao"
          aria-expanded={aberta}
          aria-controls={idResposta}
          onClick={props.aoAlternar}
        >
          <span>{pergunta.nome}</span>
          <Icone nome="seguinte" className="pergunta-faq-seta" />
        </button>
      </h3>
      <div
        id={idResposta}
        role="region"
        aria-labelledby={idBotao}
        className="pergunta-faq-resposta"
        hidden={!aberta}
      >
        <HtmlSeguro className="html-cms" html={pergunta.texto} />
        <p className="small mb-0 d-flex flex-wrap gap-3 align-items-center">
          <Link to={{ hash: pergunta.slug }} className="link-secondary">
            <Icone nome="ligacao" className="me-1" />
            Ligação para esta pergunta
          </Link>
          {podeCopiar ? (
            <button
              type="button"
              className="btn btn-link btn-sm p-0 link-secondary"
              onClick={copiar}
            >
              Copiar ligação
            </button>
          ) : null}
          <span role="status" className="text-success">
            {copiada ? 'Ligação copiada.' : ''}
          </span>
        </p>
      </div>
    </div>
  );
}
