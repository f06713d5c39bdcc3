import type { Options as Schema } from 'rehype-sanitize';

/**
 * The allow-list published content is held to, as `rehype-sanitize`'s schema. Spec §5 says:
 *
 *   - News HTML is sanitized.
 *     - Allowed tags: p, br, strong, b, em, i, u, h1 to h3, ul, ol, li, a, div, span.
 *     - Allowed attributes: href, target, rel, class, style.
 *
 * The spec names no link protocols; links may be relative, http(s), mailto or tel, and nothing
 * else (no javascript:, data:, vbscript:, file:…). Unknown tags are unwrapped (their text stays);
 * the tags in `strip` go with their content. `class`, `target` and `rel` are held to simple
 * values here; `style` is narrowed to a few safe declarations by `tidyAttributes` (sanitise.ts),
 * since a schema cannot read CSS.
 */

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
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
export const LINK_TARGETS = ['_blank', '_self', '_parent', '_top'] as const;

/**
 * Tags dropped together with their content: code, metadata and graphics, never text a reader
 * sees. Every other tag off the list is unwrapped, so the text inside a stray <button>, <form> or
 * <video> (which, left open, holds the rest of the text) is kept.
 */
export const STRIPPED_TAGS = [
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'noscript',
  'noembed',
  'noframes',
  'title',
  'svg',
  'math',
  'head',
];

const CLASS_NAME = /^[A-Za-z0-9_-]{1,40}$/;
const REL_WORD = /^[a-z-]{1,20}$/;

export const richTextSchema: Schema = {
  tagNames: [...ALLOWED_TAGS],
  attributes: {
    // hast names: `class` is className, the others keep their HTML names.
    '*': [['className', CLASS_NAME], 'style'],
    a: ['href', ['target', ...LINK_TARGETS], ['rel', REL_WORD]],
  },
  protocols: { href: [...LINK_PROTOCOLS] },
  strip: [...STRIPPED_TAGS],
  required: {},
  ancestors: {},
  clobber: [],
  allowComments: false,
  allowDoctypes: false,
};
