import type { DOMPurify as Purifier } from 'dompurify';
import { createElement, Fragment, useMemo, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  parseHtml,
  sanitizeHtml,
  sanitizeNodes,
  type HtmlNode,
} from '../../domain/content/html';
import { highlightSegments } from '../../domain/content/search';

/**
 * Shows sanitised content as React elements: never through innerHTML. In the browser the input
 * goes through the spec §5 allow-list three times: our own sanitiser (shared with the server, which
 * has no DOM), then DOMPurify with the same allow-list, then ours again as it is parsed into nodes;
 * each node becomes an element React escapes. Ours runs first so that the browser's own parser,
 * which DOMPurify uses, never sees hostile markup: Chromium may fetch an `<img src>` or report an
 * inline handler to the CSP while merely parsing it (DOMPurify issue #107). `[[red]]` highlights and search matches are
 * wrapped in <mark>.
 *
 * DOMPurify is loaded after the page rather than with it (issue 14: 10 KB of the first load).
 * Until it is there, content goes through our own passes, exactly as in the page the server
 * rendered (which the browser has already parsed), and is rendered again through DOMPurify once it
 * arrives. Either way nothing reaches the DOM but elements React builds.
 */

export interface Highlight {
  term: string;
  caseSensitive: boolean;
}

const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** DOMPurify once loaded; it needs a DOM, so without one (the server) our own passes alone apply. */
let purifier: Purifier | null = null;
const purifierListeners = new Set<() => void>();

/** Starts loading DOMPurify (once); resolves when it is ready, or at once where it cannot run. */
export const purifierReady: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : import('dompurify').then(
        ({ default: loaded }) => {
          if (loaded.isSupported) purifier = loaded;
          for (const listener of purifierListeners) listener();
        },
        // Not loaded (offline with an old cache, say): our own passes keep applying.
        () => undefined,
      );

const purifierState = {
  subscribe(listener: () => void) {
    purifierListeners.add(listener);
    return () => purifierListeners.delete(listener);
  },
  get: () => purifier !== null,
  /** The server, and the browser's takeover of its page, render without DOMPurify. */
  getServer: () => false,
};

/** Parses and sanitises HTML (or plain text) for RichText. */
export function toSafeNodes(html: string, withPurifier = purifier !== null): HtmlNode[] {
  if (!withPurifier || !purifier || !/[<&]/.test(html)) return sanitizeNodes(parseHtml(html));
  return sanitizeNodes(parseHtml(purifier.sanitize(sanitizeHtml(html), PURIFY_CONFIG)));
}

function styleObject(style: string | undefined): CSSProperties | undefined {
  if (!style) return undefined;
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const [property, ...value] = declaration.split(':');
    if (!property || !value.length) continue;
    const camel = property.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    result[camel] = value.join(':').trim();
  }
  return result as CSSProperties;
}

function renderText(text: string, highlight: Highlight | undefined, key: string): ReactNode {
  if (!highlight?.term.trim()) return text;
  const segments = highlightSegments(text, highlight.term, highlight.caseSensitive);
  return (
    <Fragment key={key}>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="search-hit rounded bg-gold px-0.5 text-night">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </Fragment>
  );
}

function renderNodes(nodes: HtmlNode[], highlight: Highlight | undefined, prefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${prefix}${index}`;
    if (node.type === 'text') return renderText(node.text, highlight, key);
    if (node.type === 'red') {
      return (
        <mark key={key} className="rule-red bg-transparent font-semibold text-danger-ink">
          {renderNodes(node.children, highlight, `${key}.`)}
        </mark>
      );
    }
    const { class: className, style, href, target, rel } = node.attrs;
    const props = {
      key,
      className,
      style: styleObject(style),
      ...(node.tag === 'a' ? { href, target, rel } : {}),
    };
    if (node.tag === 'br') return createElement('br', { key });
    return createElement(node.tag, props, ...renderNodes(node.children, highlight, `${key}.`));
  });
}

interface RichTextProps {
  /** HTML or plain text; ignored when `nodes` is given. */
  html?: string;
  nodes?: HtmlNode[];
  highlight?: Highlight;
  className?: string;
}

export function RichText({ html = '', nodes, highlight, className }: RichTextProps) {
  const purified = useSyncExternalStore(purifierState.subscribe, purifierState.get, purifierState.getServer);
  const safe = useMemo(() => nodes ?? toSafeNodes(html, purified), [html, nodes, purified]);
  const plain = safe.every((node) => node.type === 'text');
  return (
    <div className={`rich-text ${plain ? 'whitespace-pre-line' : ''} ${className ?? ''}`}>
      {renderNodes(safe, highlight, '')}
    </div>
  );
}
