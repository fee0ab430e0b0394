/*
 * Hooks for what differs between the server's HTML and the hydrated page: the browser-only parts
 * appear once hydration matched.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

const semSubscricao = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards: what
 * depends on the browser (the share button, the clipboard) appears once hydration matched.
 */
export const useNoNavegador = (): boolean =>
  useSyncExternalStore(
    semSubscricao,
    () => true,
    () => false,
  );

/**
 * The address's `#fragment` once hydrated (browsers never send it to the server, so the HTML was
 * rendered without it): a question or section named by it opens right after hydration.
 */
export function useAncora(): string {
  const { hash } = useLocation();
  return useNoNavegador() ? hash : '';
}
