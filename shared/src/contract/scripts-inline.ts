/** Set on `<html>` by the shell just before React hydrates: from then on React handles input. */
export const ATRIBUTO_REACT = 'data-react';

/**
 * Set by the inline script when a tap before React ran opened the menu (on the navbar) or one of
 * its dropdowns (on the dropdown's `<li>`): the navbar's components adopt it when they hydrate.
 */
export const ATRIBUTO_MENU_ABERTO_CEDO = 'data-menu-aberto-cedo';

/**
 * The page's one inline script, which the server's renderer places right after the rendered
 * page (shell/src/renderizador/documento.ts), and its hash, which the Content-Security-Policy allows
 * (cabecalhos.ts): no other inline script runs. After the page, not beside the navbar: a script
 * in the middle of the HTML stops the parser until the stylesheets have loaded, and what comes
 * after it (the page's largest picture) was then requested late in some loads (Lighthouse A/B).
 *
 * It decides, before the first paint, whether the server-rendered menu is laid out in a row:
 * only while the logo and every top-level entry fit the navbar's container, the rule of
 * shell/src/features/navbar/medir-menu.ts, which decides again once React runs (at resize, when
 * the entries change). The server cannot measure, so without this a menu that does not fit
 * overflowed the screen sideways until hydration, then jumped behind the toggler. A parser-
 * inserted script runs once the stylesheets before it have loaded, so the widths are final.
 * Where the theme keeps the menu collapsed anyway (up to 736 px) it changes nothing.
 *
 * It also makes the toggler and the dropdowns work before React does: on a slow phone the page is
 * on screen for seconds before the application's code has arrived, and React only handles input
 * from `hydrateRoot` on. A tap before that opens or closes the menu (or a dropdown, closing any
 * other, as React's do) here and leaves a mark that the navbar's components adopt when they
 * hydrate; from `hydrateRoot` on (the shell marks `<html>`), the tap is React's.
 * Plain ES5 in a string: it is sent as is, and its bytes are what the hash covers.
 */
export const SCRIPT_MENU_NAVBAR = `(function (barra) {
  var k = 'navbar-expand-sitio';
  var c = barra && barra.querySelector('.container');
  var m = barra && barra.querySelector('.navbar-brand');
  var l = barra && barra.querySelector('.navbar-nav');
  var t = barra && barra.querySelector('.navbar-toggler');
  var menu = barra && barra.querySelector('.navbar-collapse');
  if (!c || !m || !l || !t || !menu) return;
  t.addEventListener('click', function () {
    if (document.documentElement.hasAttribute('${ATRIBUTO_REACT}')) return;
    var aberto = menu.classList.toggle('show');
    t.classList.toggle('collapsed', !aberto);
    t.setAttribute('aria-expanded', String(aberto));
    barra.setAttribute('${ATRIBUTO_MENU_ABERTO_CEDO}', String(aberto));
  });
  var ds = l.querySelectorAll('.dropdown-toggle');
  var mostrar = function (b, aberto) {
    var lista = b.nextElementSibling;
    if (!lista) return;
    lista.classList.toggle('show', aberto);
    b.classList.toggle('show', aberto);
    b.setAttribute('aria-expanded', String(aberto));
    b.parentNode.setAttribute('${ATRIBUTO_MENU_ABERTO_CEDO}', String(aberto));
  };
  Array.prototype.forEach.call(ds, function (b) {
    b.addEventListener('click', function () {
      if (document.documentElement.hasAttribute('${ATRIBUTO_REACT}')) return;
      var aberto = !b.classList.contains('show');
      Array.prototype.forEach.call(ds, function (o) {
        if (o !== b && o.classList.contains('show')) mostrar(o, false);
      });
      mostrar(b, aberto);
    });
  });
  var tinha = barra.classList.contains(k);
  barra.classList.add(k);
  if (getComputedStyle(t).display !== 'none') {
    if (!tinha) barra.classList.remove(k);
    return;
  }
  var px = function (v) { return parseFloat(v) || 0; };
  var sc = getComputedStyle(c);
  var sm = getComputedStyle(m);
  var disponivel = c.getBoundingClientRect().width - px(sc.paddingLeft) - px(sc.paddingRight);
  var marca = m.getBoundingClientRect().width + px(sm.marginLeft) + px(sm.marginRight);
  var entradas = Math.max(l.getBoundingClientRect().width, l.scrollWidth);
  if (marca + entradas > disponivel + 0.5) barra.classList.remove(k);
})(document.querySelector('.cabecalho-site nav'));`;

/** `'sha256-…'` of {@link SCRIPT_MENU_NAVBAR}, for `script-src` (checked by scripts-inline.test.ts). */
export const HASH_SCRIPT_MENU_NAVBAR = "'sha256-3+1IQqUOO7giFsLASMttLWHA3a6a8X+upnT0C99ASA0='";
