import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { LIMITES_TEXTO } from '@site/shared/contract';
import { CampoAreaTexto } from '@site/shared/ui/formulario';

const { min: MINIMO_MENSAGEM, max: MAXIMO_MENSAGEM } = LIMITES_TEXTO.mensagem;
/** Screen readers hear the count once typing pauses, not at every key. */
const PAUSA_ANUNCIO_MS = 1000;

/** The message text area with a visible character counter, announced politely. */
export function CampoMensagem() {
  const { control } = useFormContext<{ mensagem: string }>();
  const mensagem = useWatch({ control, name: 'mensagem' }) ?? '';
  const restantes = MAXIMO_MENSAGEM - mensagem.length;
  const [anuncio, setAnuncio] = useState('');

  useEffect(() => {
    if (mensagem.length === 0) return;
    const temporizador = window.setTimeout(
      () => setAnuncio(`Restam ${restantes.toLocaleString('pt-AO')} caracteres.`),
      PAUSA_ANUNCIO_MS,
    );
    return () => window.clearTimeout(temporizador);
  }, [mensagem.length, restantes]);

  return (
    <>
      <CampoAreaTexto
        nome="mensagem"
        rotulo="Mensagem"
        linhas={6}
        maximo={MAXIMO_MENSAGEM}
        ajuda={`Entre ${MINIMO_MENSAGEM} e ${MAXIMO_MENSAGEM.toLocaleString('pt-AO')} caracteres.`}
        className="mb-1"
        obrigatorio
      />
      <p className="form-text text-end mb-3" aria-hidden="true">
        {mensagem.length.toLocaleString('pt-AO')} / {MAXIMO_MENSAGEM.toLocaleString('pt-AO')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {anuncio}
      </p>
    </>
  );
}
