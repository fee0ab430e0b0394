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
 * It lays the server-rendered menu out before the first paint, by the rule of
 * shell/src/features/navbar/medir-menu.ts (`disporMenu`), which decides again once React runs (at
 * resize, when the entries change): every entry in a row while the logo and all of them fit;
 * otherwise, from `lg` up (where the theme shows the "Mais" entry), the first entries that fit
 * beside "Mais" and the rest under it (priority+), and between 737 and 991 px the menu behind the
 * toggler. It only sets classes and `hidden` (the row's entries and their copies under "Mais" are
 * all in the server's HTML), so hydration finds the elements it rendered. The server cannot
 * measure, so without this a menu that does not fit overflowed the screen sideways until
 * hydration, then jumped. A parser-inserted script runs once the stylesheets before it have
 * loaded, so the widths are final. Where the theme keeps the menu collapsed anyway (up to
 * 736 px) it changes nothing.
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
  var x = 'excedente';
  var itens = [];
  var mais = null;
  Array.prototype.forEach.call(l.children, function (li) {
    if (li.classList.contains('menu-mais')) mais = li;
    else itens.push(li);
  });
  var tinha = barra.classList.contains(k);
  barra.classList.add(k);
  if (getComputedStyle(t).display !== 'none') {
    if (!tinha) barra.classList.remove(k);
    return;
  }
  itens.forEach(function (li) { li.classList.remove(x); });
  var px = function (v) { return parseFloat(v) || 0; };
  var sc = getComputedStyle(c);
  var sm = getComputedStyle(m);
  var sl = getComputedStyle(l);
  var disponivel = c.getBoundingClientRect().width - px(sc.paddingLeft) - px(sc.paddingRight);
  var marca = m.getBoundingClientRect().width + px(sm.marginLeft) + px(sm.marginRight);
  var folga = px(sl.paddingLeft) + px(sl.paddingRight);
  var espaco = disponivel - marca - folga + 0.5;
  var larguras = itens.map(function (li) { return li.getBoundingClientRect().width; });
  var total = larguras.reduce(function (soma, w) { return soma + w; }, 0);
  var n = itens.length;
  if (total > espaco) {
    if (mais) mais.hidden = false;
    if (!mais || getComputedStyle(mais).display === 'none') {
      if (mais) mais.hidden = true;
      barra.classList.remove(k);
      return;
    }
    var ocupado = mais.getBoundingClientRect().width;
    n = 0;
    while (n < itens.length && ocupado + larguras[n] <= espaco) ocupado += larguras[n++];
  }
  var copias = mais ? mais.querySelectorAll('.dropdown-menu > li') : [];
  var activo = false;
  itens.forEach(function (li, i) {
    li.classList.toggle(x, i >= n);
    if (copias[i]) copias[i].classList.toggle(x, i >= n);
    if (i >= n && li.firstElementChild.classList.contains('active')) activo = true;
  });
  if (mais) {
    mais.hidden = n >= itens.length;
    mais.firstElementChild.classList.toggle('active', activo);
  }
})(document.querySelector('.cabecalho-site nav'));`;

/** `'sha256-…'` of {@link SCRIPT_MENU_NAVBAR}, for `script-src` (checked by scripts-inline.test.ts). */
export const HASH_SCRIPT_MENU_NAVBAR = "'sha256-vFEA1F1qVYldIfbxzmqAZGkKidLWLJwU0sWKymhYFzA='";
