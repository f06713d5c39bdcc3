/**
 * A small, pure HTML reader and allow-list sanitiser for the content we publish (news, rules,
 * FAQ). It runs the same on the server (no DOM there) and in the browser, where the resulting
 * node tree is rendered as React elements, never as raw HTML.
 *
 * It is not a full HTML5 parser: it reads tags, attributes, comments and entities tolerantly and
 * builds a tree. Anything it does not understand becomes text, which is always safe because text
 * is escaped on output. The allow-list is spec §5's: tags p, br, strong, b, em, i, u, h1–h3, ul,
 * ol, li, a, div, span; attributes href, target, rel, class, style.
 *
 * Rules text may also carry `[[red]]…[[/red]]` highlight markers; they become `red` nodes.
 */

export type HtmlNode = HtmlText | HtmlElement | HtmlRed;
export interface HtmlText {
  type: 'text';
  text: string;
}
export interface HtmlElement {
  type: 'element';
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
/** A `[[red]]…[[/red]]` highlight: rule text that must stand out. */
export interface HtmlRed {
  type: 'red';
  children: HtmlNode[];
}

export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h1',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'a',
  'div',
  'span',
] as const;
export const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'class', 'style'] as const;
const ALLOWED_TAG_SET = new Set<string>(ALLOWED_TAGS);

/** Tags whose content is dropped with them, because it is code, metadata or form chrome. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'head',
  'select',
  'option',
  'button',
  'input',
  'link',
  'meta',
  'base',
  'img',
  'video',
  'audio',
  'source',
  'picture',
  'canvas',
  'param',
  'track',
  'form',
]);
/** Their content is raw text up to the matching end tag (so `<script>` content never becomes tags). */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);
const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'area',
  'base',
  'col',
  'embed',
  'param',
  'source',
  'track',
  'wbr',
]);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'tr',
  'table',
  'blockquote',
  'pre',
]);
const MAX_DEPTH = 64;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  lsqb: '[',
  rsqb: ']',
  semi: ';',
  comma: ',',
  period: '.',
  excl: '!',
  num: '#',
  percnt: '%',
  equals: '=',
  plus: '+',
  hyphen: '-',
  dash: '-',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  iexcl: '¡',
  iquest: '¿',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  middot: '·',
  bull: '•',
  times: '×',
  euro: '€',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  ccedil: 'ç',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Ntilde: 'Ñ',
  Ccedil: 'Ç',
  agrave: 'à',
  egrave: 'è',
  ugrave: 'ù',
  acirc: 'â',
  ecirc: 'ê',
  icirc: 'î',
  ocirc: 'ô',
  ucirc: 'û',
  euml: 'ë',
  iuml: 'ï',
  ouml: 'ö',
  Agrave: 'À',
  Egrave: 'È',
  oelig: 'œ',
};

/** Decodes character references the way browsers do for the cases that matter (named, &#…, &#x…). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; tag: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'end'; tag: string }
  | { kind: 'red-open' }
  | { kind: 'red-close' };

const RED_MARKER = /\[\[(\/?)red\]\]/gi;

function pushText(tokens: Token[], raw: string) {
  if (!raw) return;
  let last = 0;
  for (const match of raw.matchAll(RED_MARKER)) {
    const before = raw.slice(last, match.index);
    if (before) tokens.push({ kind: 'text', text: decodeEntities(before) });
    tokens.push({ kind: match[1] ? 'red-close' : 'red-open' });
    last = match.index + match[0].length;
  }
  const rest = raw.slice(last);
  if (rest) tokens.push({ kind: 'text', text: decodeEntities(rest) });
}

const isAsciiLetter = (char: string | undefined) => char !== undefined && /[a-z]/i.test(char);

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let textStart = 0;
  const n = input.length;
  const flush = (end: number) => pushText(tokens, input.slice(textStart, end));

  while (i < n) {
    const lt = input.indexOf('<', i);
    if (lt === -1) break;
    const next = input[lt + 1];
    if (input.startsWith('<!--', lt)) {
      flush(lt);
      const close = input.indexOf('-->', lt + 4);
      i = textStart = close === -1 ? n : close + 3;
      continue;
    }
    if (
      next === '!' ||
      next === '?' ||
      (next === '/' && !isAsciiLetter(input[lt + 2]) && input[lt + 2] !== undefined)
    ) {
      // Doctype, CDATA, processing instruction or a broken end tag: a bogus comment up to '>'.
      flush(lt);
      const close = input.indexOf('>', lt + 2);
      i = textStart = close === -1 ? n : close + 1;
      continue;
    }
    if (next === '/' && isAsciiLetter(input[lt + 2])) {
      flush(lt);
      let j = lt + 2;
      while (j < n && !/[\s/>]/.test(input[j]!)) j++;
      const tag = input.slice(lt + 2, j).toLowerCase();
      const close = input.indexOf('>', j);
      tokens.push({ kind: 'end', tag });
      i = textStart = close === -1 ? n : close + 1;
      continue;
    }
    if (!isAsciiLetter(next)) {
      i = lt + 1;
      continue;
    }
    flush(lt);
    let j = lt + 1;
    while (j < n && !/[\s/>]/.test(input[j]!)) j++;
    const tag = input.slice(lt + 1, j).toLowerCase();
    const attrs: Record<string, string> = {};
    let selfClosing = false;
    while (j < n) {
      while (j < n && /[\s/]/.test(input[j]!)) {
        if (input[j] === '/') selfClosing = true;
        j++;
      }
      if (j >= n || input[j] === '>') break;
      selfClosing = false;
      const nameStart = j;
      j++; // an attribute name may start with '=' in HTML; take at least one character
      while (j < n && !/[\s/>=]/.test(input[j]!)) j++;
      const name = input.slice(nameStart, j).toLowerCase();
      while (j < n && /\s/.test(input[j]!)) j++;
      let value = '';
      if (input[j] === '=') {
        j++;
        while (j < n && /\s/.test(input[j]!)) j++;
        const quote = input[j];
        if (quote === '"' || quote === "'") {
          const end = input.indexOf(quote, j + 1);
          value = input.slice(j + 1, end === -1 ? n : end);
          j = end === -1 ? n : end + 1;
        } else {
          const start = j;
          while (j < n && !/[\s>]/.test(input[j]!)) j++;
          value = input.slice(start, j);
        }
      }
      if (!(name in attrs)) attrs[name] = decodeEntities(value);
    }
    i = textStart = j >= n ? n : j + 1;
    tokens.push({ kind: 'start', tag, attrs, selfClosing });
    if (RAW_TEXT.has(tag)) {
      // Everything up to the matching end tag is text, never markup.
      const lower = input.toLowerCase();
      const end = lower.indexOf(`</${tag}`, i);
      const stop = end === -1 ? n : end;
      tokens.push({ kind: 'text', text: input.slice(i, stop) });
      tokens.push({ kind: 'end', tag });
      const close = end === -1 ? n : input.indexOf('>', end);
      i = textStart = close === -1 ? n : close + 1;
    }
  }
  flush(n);
  return tokens;
}

/** Reads HTML (or plain text) into a node tree. Unclosed elements are closed at the end. */
export function parseHtml(input: string): HtmlNode[] {
  const root: HtmlNode[] = [];
  const stack: Array<HtmlElement | HtmlRed> = [];
  const children = () => (stack.length ? stack[stack.length - 1]!.children : root);
  const popTo = (predicate: (node: HtmlElement | HtmlRed) => boolean) => {
    for (let k = stack.length - 1; k >= 0; k--) {
      if (predicate(stack[k]!)) {
        stack.length = k;
        return;
      }
    }
  };
  for (const token of tokenize(input)) {
    switch (token.kind) {
      case 'text': {
        const list = children();
        const last = list[list.length - 1];
        if (last?.type === 'text') last.text += token.text;
        else list.push({ type: 'text', text: token.text });
        break;
      }
      case 'start': {
        if (stack.length >= MAX_DEPTH) break; // too deep: drop the tag, keep its text
        const element: HtmlElement = { type: 'element', tag: token.tag, attrs: token.attrs, children: [] };
        children().push(element);
        if (!VOID.has(token.tag) && !token.selfClosing) stack.push(element);
        break;
      }
      case 'end':
        popTo((node) => node.type === 'element' && node.tag === token.tag);
        break;
      case 'red-open': {
        if (stack.length >= MAX_DEPTH) break;
        const red: HtmlRed = { type: 'red', children: [] };
        children().push(red);
        stack.push(red);
        break;
      }
      case 'red-close':
        popTo((node) => node.type === 'red');
        break;
    }
  }
  return root;
}

const SAFE_URL = /^(?:https?:|mailto:|tel:)/i;

/** Keeps http(s), mailto, tel and relative links; anything else (javascript:, data:, vbscript:…) is dropped. */
export function safeHref(value: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("jav&#x09;ascript:").
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029]/g, '');
  if (!compact) return null;
  const scheme = /^([^/?#]*?):/.exec(compact);
  if (scheme && !SAFE_URL.test(compact)) return null;
  if (compact.startsWith('\\') || compact.startsWith('/\\')) return null;
  return value.trim();
}

const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-align',
]);
const STYLE_VALUE_TOKEN =
  /^(?:#[0-9a-f]{3,8}|[a-z][a-z-]*|-?\d+(?:\.\d+)?(?:px|em|rem|%)?|(?:rgba?|hsla?)\([\d\s.,%/]+\))$/i;

/** Keeps only simple colour, weight, style, decoration and alignment declarations. */
export function safeStyle(value: string): string | null {
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).trim();
    if (!STYLE_PROPERTIES.has(property) || !propertyValue || propertyValue.length > 100) continue;
    const tokens = propertyValue.replace(/\s*,\s*/g, ',').split(/\s+(?![^(]*\))/);
    if (!tokens.every((token) => STYLE_VALUE_TOKEN.test(token))) continue;
    if (/expression|url|javascript|behavior|binding/i.test(propertyValue)) continue;
    kept.push(`${property}: ${propertyValue}`);
  }
  return kept.length ? kept.join('; ') : null;
}

function sanitizeAttributes(tag: string, attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const cls = attrs.class
    ?.split(/\s+/)
    .filter((name) => /^[A-Za-z0-9_-]{1,40}$/.test(name))
    .slice(0, 10)
    .join(' ');
  if (cls) out.class = cls;
  const style = attrs.style ? safeStyle(attrs.style) : null;
  if (style) out.style = style;
  if (tag === 'a') {
    const href = attrs.href !== undefined ? safeHref(attrs.href) : null;
    if (href) out.href = href;
    const target = attrs.target?.trim().toLowerCase();
    if (target && ['_blank', '_self', '_parent', '_top'].includes(target)) out.target = target;
    const rel = new Set(
      (attrs.rel ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => /^[a-z-]{1,20}$/.test(word)),
    );
    if (out.target === '_blank') {
      rel.add('noopener');
      rel.add('noreferrer');
    }
    if (rel.size) out.rel = [...rel].join(' ');
  }
  return out;
}

/** Applies the allow-list: unknown tags are unwrapped, dangerous ones dropped with their content. */
export function sanitizeNodes(nodes: HtmlNode[]): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.text) out.push({ type: 'text', text: node.text });
    } else if (node.type === 'red') {
      out.push({ type: 'red', children: sanitizeNodes(node.children) });
    } else if (ALLOWED_TAG_SET.has(node.tag)) {
      out.push({
        type: 'element',
        tag: node.tag,
        attrs: sanitizeAttributes(node.tag, node.attrs),
        children: node.tag === 'br' ? [] : sanitizeNodes(node.children),
      });
    } else if (!DROP_WITH_CONTENT.has(node.tag)) {
      out.push(...sanitizeNodes(node.children));
    }
  }
  return out;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** Writes nodes back as HTML. Red highlights are written as their `[[red]]` markers. */
export function serializeHtml(nodes: HtmlNode[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') html += escapeText(node.text);
    else if (node.type === 'red') html += `[[red]]${serializeHtml(node.children)}[[/red]]`;
    else {
      const attrs = Object.entries(node.attrs)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      html += VOID.has(node.tag)
        ? `<${node.tag}${attrs}>`
        : `<${node.tag}${attrs}>${serializeHtml(node.children)}</${node.tag}>`;
    }
  }
  return html;
}

/** Parses, applies the allow-list and writes the result: the server's output sanitiser. */
export function sanitizeHtml(input: string): string {
  return serializeHtml(sanitizeNodes(parseHtml(input)));
}

/** The text people read, for search and previews: tags removed, blocks separated by new lines. */
export function toPlainText(nodes: HtmlNode[]): string {
  let text = '';
  const walk = (list: HtmlNode[]) => {
    for (const node of list) {
      if (node.type === 'text') text += node.text;
      else if (node.type === 'red') walk(node.children);
      else if (!DROP_WITH_CONTENT.has(node.tag)) {
        const block = BLOCK.has(node.tag);
        if (block && text && !text.endsWith('\n')) text += '\n';
        walk(node.children);
        if (block && text && !text.endsWith('\n')) text += '\n';
      }
    }
  };
  walk(nodes);
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n+ */g, '\n')
    .trim();
}

/** Whether the text has any markup at all (plain-text news is shown with its line breaks). */
export function hasMarkup(nodes: HtmlNode[]): boolean {
  return nodes.some((node) => node.type !== 'text');
}
