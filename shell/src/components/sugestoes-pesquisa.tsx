import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';

import { useSugestoesPesquisa } from '@site/shared/api';
import { TIPOS_RESULTADO, type SugestaoPesquisa } from '@site/shared/contract';

/** Milliseconds of quiet typing before the suggestions are asked for. */
const PAUSA_MS = 120;

/** What the live region says of the list, for screen readers. */
function anuncio(sugestoes: readonly SugestaoPesquisa[] | undefined, aberta: boolean): string {
  if (!aberta || !sugestoes) return '';
  if (sugestoes.length === 0) return 'Sem sugestões.';
  const quantas = sugestoes.length === 1 ? '1 sugestão' : `${sugestoes.length} sugestões`;
  return `${quantas}. Use as setas para cima e para baixo para escolher e Enter para abrir.`;
}

/**
 * The search field's suggestions, as the WAI-ARIA combobox pattern (list autocomplete): loaded
 * when the field is first focused, so the first load does not carry it. Once the visitor types,
 * the field becomes a combobox controlling a listbox of at most six places; the arrow keys move
 * through them (`aria-activedescendant`, focus stays in the field), Enter opens the chosen one
 * (or searches, when none is chosen), Escape closes the list, and a live region says how many
 * there are. The field keeps working as a plain search field until then, and without JavaScript.
 */
export function SugestoesPesquisa(props: {
  campo: RefObject<HTMLInputElement | null>;
  idCampo: string;
  aoEscolher?: () => void;
}) {
  const { campo, idCampo, aoEscolher } = props;
  const navegar = useNavigate();
  const idLista = `${idCampo}-sugestoes`;
  const [texto, setTexto] = useState('');
  const [pedida, setPedida] = useState('');
  const [aberta, setAberta] = useState(false);
  const [activa, setActiva] = useState(-1);
  const consulta = useSugestoesPesquisa(pedida);
  const sugestoes = pedida ? consulta.data?.sugestoes : undefined;
  const visiveis = useMemo(() => (aberta ? (sugestoes ?? []) : []), [aberta, sugestoes]);
  const escolher = (sugestao: SugestaoPesquisa) => {
    setAberta(false);
    aoEscolher?.();
    navegar(sugestao.caminho);
  };
  // The field's listeners are attached once; they read what is on screen now through this.
  const agora = useRef({ visiveis, sugestoes, activa, escolher });
  useEffect(() => {
    agora.current = { visiveis, sugestoes, activa, escolher };
  });

  useEffect(() => {
    const espera = setTimeout(() => setPedida(texto), PAUSA_MS);
    return () => clearTimeout(espera);
  }, [texto]);

  useEffect(() => {
    const elemento = campo.current;
    if (!elemento) return undefined;
    const aoEscrever = () => {
      elemento.setAttribute('role', 'combobox');
      elemento.setAttribute('aria-autocomplete', 'list');
      elemento.setAttribute('aria-controls', idLista);
      setTexto(elemento.value);
      setActiva(-1);
      setAberta(true);
    };
    const aoTeclar = (evento: KeyboardEvent) => {
      const { visiveis: lista, sugestoes: todas = [], activa: indice } = agora.current;
      if (evento.key === 'ArrowDown' || evento.key === 'ArrowUp') {
        const ultima = (lista.length > 0 ? lista : todas).length - 1;
        if (ultima < 0) return;
        evento.preventDefault();
        setAberta(true);
        if (evento.key === 'ArrowDown') setActiva(indice >= ultima ? 0 : indice + 1);
        else setActiva(indice <= 0 ? ultima : indice - 1);
      } else if (evento.key === 'Enter') {
        const escolhida = lista[indice];
        setAberta(false);
        if (!escolhida) return;
        evento.preventDefault();
        agora.current.escolher(escolhida);
      } else if (evento.key === 'Escape' && lista.length > 0) {
        // The list closes, nothing else: the navbar's box stays open, the field keeps its text.
        evento.preventDefault();
        evento.stopPropagation();
        setAberta(false);
        setActiva(-1);
      }
    };
    const aoSair = () => setAberta(false);
    elemento.addEventListener('input', aoEscrever);
    elemento.addEventListener('keydown', aoTeclar);
    elemento.addEventListener('blur', aoSair);
    return () => {
      elemento.removeEventListener('input', aoEscrever);
      elemento.removeEventListener('keydown', aoTeclar);
      elemento.removeEventListener('blur', aoSair);
    };
  }, [campo, idLista]);

  useEffect(() => {
    const elemento = campo.current;
    if (!elemento?.hasAttribute('role')) return;
    elemento.setAttribute('aria-expanded', String(visiveis.length > 0));
    if (visiveis[activa]) elemento.setAttribute('aria-activedescendant', `${idLista}-${activa}`);
    else elemento.removeAttribute('aria-activedescendant');
  }, [campo, idLista, activa, visiveis]);

  return (
    // Right under the field: the list lies over what follows it rather than pushing it down.
    <div className="sugestoes-pesquisa-lugar">
      <ul
        id={idLista}
        role="listbox"
        aria-label="Sugestões"
        className="sugestoes-pesquisa list-unstyled mb-0 shadow-sm"
        hidden={visiveis.length === 0}
      >
        {visiveis.map((sugestao, i) => (
          // The option is chosen with the pointer here, with the keyboard from the field.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={sugestao.caminho}
            id={`${idLista}-${i}`}
            role="option"
            aria-selected={i === activa}
            className={`sugestao-pesquisa${i === activa ? ' activa' : ''}`}
            // Keeps the focus in the field, so the list is not closed before the click.
            onMouseDown={(evento) => evento.preventDefault()}
            onClick={() => escolher(sugestao)}
          >
            <span className="sugestao-pesquisa-titulo">{sugestao.titulo}</span>
            <span className="sugestao-pesquisa-tipo small">
              {sugestao.contexto ? `${sugestao.contexto} · ` : ''}
              {TIPOS_RESULTADO[sugestao.tipo]}
            </span>
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {anuncio(sugestoes, aberta && pedida !== '' && !consulta.isPlaceholderData)}
      </div>
    </div>
  );
}
