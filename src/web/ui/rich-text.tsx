import type { Root } from 'hast';
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenPageIdle } from '../lib/service-worker';

/**
 * Published content (news, rules, FAQ, the changelog): sanitised HTML or Markdown drawn as React
 * elements by the renderer in `rich-text-render.tsx` (decision 0033).
 *
 * The renderer and the HTML reader it needs are about 20 KB gzip, and reading a page of rules into
 * elements is a good part of taking that page over on a phone. A block the server rendered into
 * the page is therefore taken over as it is, from the page: its markup is what the server's
 * renderer made of the same sanitised text, already in the document, so nothing new reaches the
 * DOM. The renderer is loaded when the browser is idle after that, and draws a block only when
 * its text or search highlight changes, or for a block the server did not render (a page opened
 * in the app, a dialog). Until it has loaded such a block is empty; it is usually there first.
 */

export interface Highlight {
  term: string;
  caseSensitive: boolean;
}

export interface RichTextProps {
  /** HTML or plain text; ignored when `tree` is given. */
  html?: string;
  /** An already sanitised tree (Markdown read by `markdownToTree`). */
  tree?: Root;
  highlight?: Highlight;
  className?: string;
}

type Renderer = (props: RichTextProps) => { className: string; children: ReactNode };

let renderer: Renderer | null = null;
const listeners = new Set<() => void>();
let loading: Promise<unknown> | undefined;

/** Puts the renderer in use (rich-text-render.tsx calls it when imported). */
export function registerRichTextRenderer(next: Renderer): void {
  renderer = next;
  for (const listener of listeners) listener();
}

/** Loads the renderer once. */
export function loadRichTextRenderer(): Promise<unknown> {
  return (loading ??= import('./rich-text-render').catch((error: unknown) => {
    // Tried again by the next block that needs it.
    loading = undefined;
    throw error;
  }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentRenderer = () => renderer;

interface Adopted {
  /** The block's markup, in the one object React is given each render: React sets `innerHTML` again whenever it gets another. */
  markup: { __html: string };
  className: string;
  input: RichTextProps;
}

/** The block the server rendered with this id, if the page holds it (the first render in the browser). */
function serverBlock(id: string, input: RichTextProps): Adopted | null {
  if (typeof document === 'undefined') return null;
  const block = [...document.querySelectorAll('[data-rich-text]')].find(
    (element) => element.getAttribute('data-rich-text') === id,
  );
  return block ? { markup: { __html: block.innerHTML }, className: block.className, input } : null;
}

const sameInput = (a: RichTextProps, b: RichTextProps) =>
  a.html === b.html &&
  a.tree === b.tree &&
  a.className === b.className &&
  (a.highlight?.term ?? '') === (b.highlight?.term ?? '') &&
  (a.highlight?.caseSensitive ?? false) === (b.highlight?.caseSensitive ?? false);

export function RichText(props: RichTextProps) {
  const id = useId();
  const render = useSyncExternalStore(subscribe, currentRenderer, currentRenderer);
  // Read once, in the first render: the server's markup for this block, when taking a page over.
  const [adopted] = useState(() => (render ? null : serverBlock(id, props)));
  const keepsServerBlock = adopted !== null && sameInput(adopted.input, props);
  const { html, tree, highlight, className } = props;
  const term = highlight?.term;
  const caseSensitive = highlight?.caseSensitive ?? false;
  const drawn = useMemo(
    () =>
      keepsServerBlock || !render
        ? null
        : render({ html, tree, className, highlight: term === undefined ? undefined : { term, caseSensitive } }),
    [keepsServerBlock, render, html, tree, className, term, caseSensitive],
  );

  useEffect(() => {
    if (render) return;
    // A block kept from the server needs the renderer only once its text changes: it loads when
    // the page is idle. Any other block needs it now.
    if (keepsServerBlock) whenPageIdle(() => void loadRichTextRenderer().catch(() => undefined));
    else void loadRichTextRenderer().catch(() => undefined);
  }, [render, keepsServerBlock]);

  if (keepsServerBlock)
    return <div data-rich-text={id} className={adopted.className} dangerouslySetInnerHTML={adopted.markup} />;
  return (
    <div data-rich-text={id} className={drawn?.className ?? `rich-text ${className ?? ''}`}>
      {drawn?.children}
    </div>
  );
}
