/**
 * A hand-written corpus of XSS vectors. Every vector calls a trap with its own id (`__xss(id)`,
 * `top.__xss(id)`, `parent.postMessage('__xss:id')`, or `alert/confirm/prompt(id)`), so an
 * execution in the browser names the vector that got through.
 *
 * `html` vectors go into HTML fields (and, as text, into plain-text fields); `url` vectors
 * replace URL fields (links, images, banners, social networks).
 */

type ClasseVector =
  | 'script'
  | 'eventos'
  | 'url-perigoso'
  | 'svg-mathml'
  | 'css'
  | 'elementos-activos'
  | 'mutacao'
  | 'codificacao'
  | 'marcacao-partida';

export interface Vector {
  id: number;
  classe: ClasseVector;
  tipo: 'html' | 'url';
  texto: string;
}

const b64 = (texto: string) => Buffer.from(texto, 'utf8').toString('base64');

/** `$ID` is replaced by the vector's id; `$B64{...}` by the base64 of its (substituted) content. */
const HTML: readonly [ClasseVector, string][] = [
  // <script> in every shape
  ['script', '<script>__xss($ID)</script>'],
  ['script', '<SCRIPT>__xss($ID)</SCRIPT>'],
  ['script', '<script type="module">__xss($ID)</script>'],
  ['script', '<script src="data:text/javascript,__xss($ID)"></script>'],
  ['script', '<script>setTimeout("__xss($ID)")</script>'],
  ['script', '<scr<script>ipt>__xss($ID)</scr</script>ipt>'],
  ['script', '"><script>__xss($ID)</script>'],
  ['script', "'><script>__xss($ID)</script>"],
  ['script', '</textarea><script>__xss($ID)</script>'],
  ['script', '</title><script>__xss($ID)</script>'],
  ['script', '<script\t>__xss($ID)</script\t>'],
  ['script', '<script src=//127.0.0.1:9/x.js onerror=__xss($ID)></script>'],
  ['script', '<<script>__xss($ID)//<</script>'],
  // event handlers
  ['eventos', '<img src=x onerror=__xss($ID)>'],
  ['eventos', '<img src="x" onerror="__xss($ID)">'],
  ['eventos', '<IMG SRC=x ONERROR=__xss($ID)>'],
  ['eventos', '<img/src=x/onerror=__xss($ID)>'],
  ['eventos', '<img src onerror=__xss($ID)>'],
  ['eventos', '<image src=x onerror=__xss($ID)>'],
  ['eventos', "<img src=x onerror='__xss($ID)'//>"],
  ['eventos', '<img src=x onerror=alert($ID)>'],
  ['eventos', '<img src=x onerror=window["__x"+"ss"]($ID)>'],
  ['eventos', '<img src=x onerror=eval(atob("$B64{__xss($ID)}"))>'],
  ['eventos', '<body onload=__xss($ID)>'],
  ['eventos', '<svg onload=__xss($ID)>'],
  ['eventos', '<svg/onload=confirm($ID)>'],
  ['eventos', '<details open ontoggle=__xss($ID)>x</details>'],
  ['eventos', '<input autofocus onfocus=__xss($ID)>'],
  ['eventos', '<select autofocus onfocus=__xss($ID)></select>'],
  ['eventos', '<textarea autofocus onfocus=__xss($ID)></textarea>'],
  ['eventos', '<div tabindex=0 autofocus onfocus=__xss($ID)>foco</div>'],
  ['eventos', '<video><source onerror=__xss($ID)></video>'],
  ['eventos', '<audio src=x onerror=__xss($ID)></audio>'],
  ['eventos', '<video poster=javascript:__xss($ID) src=x onerror=__xss($ID)></video>'],
  ['eventos', '<iframe onload=__xss($ID)></iframe>'],
  ['eventos', '<marquee onstart=__xss($ID)>x</marquee>'],
  ['eventos', '<div onmouseover=__xss($ID)>passe o rato aqui</div>'],
  ['eventos', '<p onpointerenter=__xss($ID) onmousemove=__xss($ID)>mova o rato</p>'],
  ['eventos', '<a href="#" onclick=__xss($ID)>clique</a>'],
  ['eventos', '<object data=x onerror=__xss($ID)></object>'],
  ['eventos', '<style onload=__xss($ID)></style>'],
  ['eventos', '<link rel=stylesheet href=x onerror=__xss($ID)>'],
  ['eventos', '<input type=image src=x onerror=__xss($ID)>'],
  ['eventos', '<frameset onload=__xss($ID)>'],
  ['eventos', '<x-elemento onfocusin=__xss($ID) tabindex=0 autofocus>x</x-elemento>'],
  ['eventos', '<table background=x onerror=__xss($ID)><tr><td>x</td></tr></table>'],
  // dangerous URLs, plain and obfuscated
  ['url-perigoso', '<a href="javascript:__xss($ID)">ligação</a>'],
  ['url-perigoso', '<a href="JaVaScRiPt:__xss($ID)">ligação</a>'],
  ['url-perigoso', '<a href=" javascript:__xss($ID)">ligação</a>'],
  ['url-perigoso', '<a href="java&#x09;script:__xss($ID)">ligação</a>'],
  ['url-perigoso', '<a href="java&#x0A;script:__xss($ID)">ligação</a>'],
  ['url-perigoso', '<a href="java\tscript:__xss($ID)">ligação</a>'],
  ['url-perigoso', '<a href="jav&#x61;script:__xss($ID)">ligação</a>'],
  [
    'url-perigoso',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss($ID)">ligação</a>',
  ],
  [
    'url-perigoso',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;__xss($ID)">ligação</a>',
  ],
  [
    'url-perigoso',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058__xss($ID)">ligação</a>',
  ],
  ['url-perigoso', '<a href="javascript&colon;__xss($ID)">ligação</a>'],
  ['url-perigoso', '<a href="\u0001javascript:__xss($ID)">ligação</a>'],
  ['url-perigoso', '<a href="javascript:%5f%5fxss($ID)">ligação</a>'],
  ['url-perigoso', '<a href="javascript://%0a__xss($ID)">ligação</a>'],
  ['url-perigoso', '<a href="vbscript:msgbox($ID)">ligação</a>'],
  ['url-perigoso', '<a href="data:text/html,<script>top.__xss($ID)</script>">ligação</a>'],
  [
    'url-perigoso',
    '<a href="data:text/html;base64,$B64{<script>top.__xss($ID)</script>}">ligação</a>',
  ],
  ['url-perigoso', '<img src="javascript:__xss($ID)">'],
  ['url-perigoso', '<iframe src="javascript:top.__xss($ID)"></iframe>'],
  [
    'url-perigoso',
    `<iframe src="data:text/html,<script>parent.postMessage('__xss:$ID','*')</script>"></iframe>`,
  ],
  ['url-perigoso', '<embed src="javascript:top.__xss($ID)">'],
  ['url-perigoso', '<object data="javascript:top.__xss($ID)"></object>'],
  ['url-perigoso', '<form action="javascript:__xss($ID)"><input type=submit value=ok></form>'],
  [
    'url-perigoso',
    '<map name=m><area shape=rect coords=0,0,99,99 href="javascript:__xss($ID)"></map><img usemap=#m src=x>',
  ],
  ['url-perigoso', '<base href="javascript:__xss($ID)//">'],
  ['url-perigoso', '<a href="javascript:prompt($ID)">ligação</a>'],
  // SVG and MathML
  ['svg-mathml', '<svg><script>__xss($ID)</script></svg>'],
  ['svg-mathml', '<svg><a xlink:href="javascript:__xss($ID)"><text x=20 y=20>x</text></a></svg>'],
  ['svg-mathml', '<svg><a href="javascript:__xss($ID)"><text x=20 y=20>x</text></a></svg>'],
  [
    'svg-mathml',
    '<svg><animate xlink:href=#l attributeName=href values="javascript:__xss($ID)"/><a id=l><text x=20 y=20>x</text></a></svg>',
  ],
  ['svg-mathml', '<svg><set attributeName=onmouseover to=__xss($ID)></set></svg>'],
  ['svg-mathml', '<svg><animate onbegin=__xss($ID) attributeName=x dur=1s></animate></svg>'],
  ['svg-mathml', '<svg><foreignObject><img src=x onerror=__xss($ID)></foreignObject></svg>'],
  [
    'svg-mathml',
    `<svg><use href="data:image/svg+xml,&lt;svg id='u' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='x' onerror='top.__xss($ID)'/&gt;&lt;/svg&gt;#u"></use></svg>`,
  ],
  ['svg-mathml', '<svg><image href=x onerror=__xss($ID)></image></svg>'],
  ['svg-mathml', '<math><a xlink:href="javascript:__xss($ID)">x</a></math>'],
  [
    'svg-mathml',
    '<math><maction actiontype="statusline#" xlink:href="javascript:__xss($ID)">x</maction></math>',
  ],
  ['svg-mathml', '<math><style><img src=x onerror=__xss($ID)></style></math>'],
  ['svg-mathml', '<svg><style>&lt;img src=x onerror=__xss($ID)&gt;</style></svg>'],
  ['svg-mathml', '<svg><p><style><img src=x onerror=__xss($ID)></style></p></svg>'],
  // CSS
  ['css', '<div style="background:url(javascript:__xss($ID))">x</div>'],
  ['css', '<div style="width:expression(__xss($ID))">x</div>'],
  ['css', "<style>@import 'javascript:__xss($ID)';</style>"],
  ['css', '<style>body{background:url("javascript:__xss($ID)")}</style>'],
  ['css', '<style>*{x:expression(__xss($ID))}</style>'],
  [
    'css',
    '<style>@keyframes k$ID{from{color:red}to{color:blue}}</style><p style="animation:k$ID 1ms" onanimationstart=__xss($ID) onanimationend=__xss($ID)>x</p>',
  ],
  ['css', '<p style="transition:color 1ms" ontransitionend=__xss($ID)>x</p>'],
  ['css', '<link rel=stylesheet href="javascript:__xss($ID)">'],
  ['css', '<div style="-moz-binding:url(data:text/xml,x#x)" onmouseover=__xss($ID)>x</div>'],
  // active elements: meta, iframe srcdoc, object, embed, forms
  ['elementos-activos', '<meta http-equiv="refresh" content="0;url=javascript:__xss($ID)">'],
  [
    'elementos-activos',
    '<meta http-equiv="refresh" content="0;url=data:text/html,<script>top.__xss($ID)</script>">',
  ],
  ['elementos-activos', '<iframe srcdoc="<script>parent.__xss($ID)</script>"></iframe>'],
  ['elementos-activos', '<iframe srcdoc="&lt;img src=x onerror=parent.__xss($ID)&gt;"></iframe>'],
  [
    'elementos-activos',
    '<object type="text/html" data="data:text/html,<script>parent.postMessage(\'__xss:$ID\',\'*\')</script>"></object>',
  ],
  [
    'elementos-activos',
    `<embed type="image/svg+xml" src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='top.__xss($ID)'/>">`,
  ],
  [
    'elementos-activos',
    '<form id=f$ID></form><button form=f$ID formaction="javascript:__xss($ID)">ok</button>',
  ],
  [
    'elementos-activos',
    '<form><button formaction="javascript:__xss($ID)" autofocus onfocus=this.click()>ok</button></form>',
  ],
  ['elementos-activos', '<isindex action="javascript:__xss($ID)" type=image>'],
  ['elementos-activos', '<portal src="javascript:__xss($ID)"></portal>'],
  ['elementos-activos', '<applet code="javascript:__xss($ID)"></applet>'],
  // mutation XSS: parser differentials, namespace confusion, raw-text elements
  ['mutacao', '<noscript><p title="</noscript><img src=x onerror=__xss($ID)>"></noscript>'],
  ['mutacao', '<template><img src=x onerror=__xss($ID)></template>'],
  ['mutacao', '<template><script>__xss($ID)</script></template>'],
  ['mutacao', '<xmp><p title="</xmp><img src=x onerror=__xss($ID)>"></xmp>'],
  ['mutacao', '<noembed><p title="</noembed><img src=x onerror=__xss($ID)>"></noembed>'],
  ['mutacao', '<noframes><p title="</noframes><img src=x onerror=__xss($ID)>"></noframes>'],
  ['mutacao', '<iframe><p title="</iframe><img src=x onerror=__xss($ID)>"></iframe>'],
  ['mutacao', '<textarea><p title="</textarea><img src=x onerror=__xss($ID)>"></textarea>'],
  ['mutacao', '<title><p title="</title><img src=x onerror=__xss($ID)>"></title>'],
  ['mutacao', '<style><p title="</style><img src=x onerror=__xss($ID)>"></style>'],
  ['mutacao', '<svg></p><style><a id="</style><img src=1 onerror=__xss($ID)>">'],
  [
    'mutacao',
    '<math><mtext><table><mglyph><style><img src=x onerror=__xss($ID)></style></mglyph></table></mtext></math>',
  ],
  [
    'mutacao',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss($ID) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  ],
  ['mutacao', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss($ID)>'],
  [
    'mutacao',
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=__xss($ID)>"></style></h1>',
  ],
  [
    'mutacao',
    '<svg><a><foreignobject><a><table><a></table><style><!--</style></svg><a id="--><img src onerror=__xss($ID)>">',
  ],
  ['mutacao', '<select><template><img src=x onerror=__xss($ID)></template></select>'],
  ['mutacao', '<table><caption><svg><style><img src=x onerror=__xss($ID)></style></svg>'],
  ['mutacao', '<!--<img src="--><img src=x onerror=__xss($ID)//">'],
  ['mutacao', '<![CDATA[><img src=x onerror=__xss($ID)>]]>'],
  ['mutacao', '<? ><img src=x onerror=__xss($ID)>'],
  ['mutacao', '<a title="&lt;/a&gt;&lt;img src=x onerror=__xss($ID)&gt;">x</a>'],
  ['mutacao', '<div id="__xss" data-x="&lt;script&gt;__xss($ID)&lt;/script&gt;">x</div>'],
  // encodings
  ['codificacao', '&lt;script&gt;__xss($ID)&lt;/script&gt;'],
  ['codificacao', '%3Cscript%3E__xss($ID)%3C%2Fscript%3E'],
  ['codificacao', '\\u003cscript\\u003e__xss($ID)\\u003c/script\\u003e'],
  ['codificacao', '<scr\u0000ipt>__xss($ID)</scr\u0000ipt>'],
  ['codificacao', '<img src=x\u0000 onerror=__xss($ID)>'],
  ['codificacao', '<img src=x o\u0000nerror=__xss($ID)>'],
  ['codificacao', '+ADw-script+AD4-__xss($ID)+ADw-/script+AD4-'],
  ['codificacao', '<img src=x onerror=&#x5f;&#x5f;xss&#x28;$ID&#x29;>'],
  ['codificacao', '<img src=x onerror="&#0000095;&#0000095;xss($ID)">'],
  ['codificacao', '<img src=x onerror=\\u005f\\u005fxss($ID)>'],
  [
    'codificacao',
    '<a href="&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a__xss($ID)">ligação</a>',
  ],
  ['codificacao', '\uFF1Cscript\uFF1E__xss($ID)\uFF1C/script\uFF1E'],
  ['codificacao', '<a href="javascript\u2028:__xss($ID)">ligação</a>'],
  ['codificacao', '<img src=x onerror=__xss&#40;$ID&#41;>'],
  ['codificacao', '\u202E<img src=x onerror=__xss($ID)>\u202C'],
  ['codificacao', '<img src=x onerror=__xss($ID)\uFEFF>'],
  // broken or unclosed markup
  ['marcacao-partida', '<img src=x onerror=__xss($ID)'],
  ['marcacao-partida', '<svg onload=__xss($ID)//'],
  ['marcacao-partida', '<a href="javascript:__xss($ID)'],
  ['marcacao-partida', '<img """><script>__xss($ID)</script>">'],
  ['marcacao-partida', '<div><p><a href="x"><b><i onmouseover=__xss($ID)>sem fecho'],
  ['marcacao-partida', '<table><tr><td><img src=x onerror=__xss($ID)></table>'],
  ['marcacao-partida', '<p title="</p><img src=x onerror=__xss($ID)>'],
  ['marcacao-partida', '<img src=`x` onerror=__xss($ID)>'],
  ['marcacao-partida', '<<img src=x onerror=__xss($ID)>>'],
  ['marcacao-partida', '</div></section></main><img src=x onerror=__xss($ID)>'],
  [
    'marcacao-partida',
    "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+__xss($ID)//'>",
  ],
];

/** Values for URL fields: what a CMS editor (or an attacker with CMS access) could type as a link. */
const URLS: readonly string[] = [
  'javascript:__xss($ID)',
  'JAVASCRIPT:__xss($ID)',
  ' javascript:__xss($ID)',
  '\tjavascript:__xss($ID)',
  'java\tscript:__xss($ID)',
  'java\nscript:__xss($ID)',
  '\u0001javascript:__xss($ID)',
  'javascript://%0a__xss($ID)',
  'javascript:alert($ID)',
  'JaVaScRiPt:top.__xss($ID)',
  'javascript&colon;__xss($ID)',
  '&#106;avascript:__xss($ID)',
  'vbscript:msgbox($ID)',
  'data:text/html,<script>top.__xss($ID)</script>',
  'data:text/html;base64,$B64{<script>top.__xss($ID)</script>}',
  'data:text/javascript,__xss($ID)',
  `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='top.__xss($ID)'/>`,
  '" onmouseover="__xss($ID)',
  "x' onerror='__xss($ID)",
  'javascript:/*--></title></style></textarea></script><svg/onload=__xss($ID)>',
  '//127.0.0.1:9/" onerror="__xss($ID)',
  'javascript\u0000:__xss($ID)',
];

function substituir(modelo: string, id: number): string {
  return modelo
    .replaceAll('$ID', String(id))
    .replace(/\$B64\{([^}]*)\}/g, (_todo, conteudo: string) => b64(conteudo));
}

/** The whole corpus, ids from 1; HTML vectors first, then URL vectors. */
export const VECTORES: readonly Vector[] = [
  ...HTML.map(([classe, modelo], indice) => ({
    id: indice + 1,
    classe,
    tipo: 'html' as const,
    texto: substituir(modelo, indice + 1),
  })),
  ...URLS.map((modelo, indice) => ({
    id: HTML.length + indice + 1,
    classe: 'url-perigoso' as const,
    tipo: 'url' as const,
    texto: substituir(modelo, HTML.length + indice + 1),
  })),
];

export const VECTORES_HTML = VECTORES.filter((v) => v.tipo === 'html');
export const VECTORES_URL = VECTORES.filter((v) => v.tipo === 'url');
