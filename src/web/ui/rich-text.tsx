import type { Element, ElementContent, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { useMemo } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { htmlToTree, markRedHighlights } from '../../domain/content/rich-text/read';
import { eachElement } from '../../domain/content/rich-text/sanitise';
import { highlightSegments } from '../../domain/content/search';

/**
 * Shows published content as React elements, never through innerHTML: the text is read into a
 * tree and sanitised to the spec §5 allow-list (domain/content/rich-text, decision 0033), then
 * `hast-util-to-jsx-runtime` turns the tree into elements React escapes. The server renders the
 * same tree from the same (already sanitised) HTML, so the browser's takeover matches it.
 * `[[red]]` highlights and search matches are wrapped in <mark>.
 */

export interface Highlight {
  term: string;
  caseSensitive: boolean;
}

const RED_CLASSES = ['rule-red', 'bg-transparent', 'font-semibold', 'text-danger-ink'];
const HIT_CLASSES = ['search-hit', 'rounded', 'bg-gold', 'px-0.5', 'text-night'];

/** Wraps every match of the search term in a text node in a <mark>. */
function markSearchHits(tree: Root, { term, caseSensitive }: Highlight): void {
  const parents: Array<Root | Element> = [tree];
  eachElement(tree, (element) => parents.push(element));
  for (const parent of parents) {
    const children: ElementContent[] = [];
    for (const child of parent.children as ElementContent[]) {
      if (child.type !== 'text') {
        children.push(child);
        continue;
      }
      for (const segment of highlightSegments(child.value, term, caseSensitive)) {
        children.push(
          segment.match
            ? {
                type: 'element',
                tagName: 'mark',
                properties: { className: HIT_CLASSES },
                children: [{ type: 'text', value: segment.text }],
              }
            : { type: 'text', value: segment.text },
        );
      }
    }
    parent.children = children;
  }
}

/** Reads the text and gets it ready to show: sanitised, red highlights and search matches marked. */
export function richTextTree(input: string | Root, highlight?: Highlight): Root {
  const tree = typeof input === 'string' ? htmlToTree(input) : structuredClone(input);
  markRedHighlights(tree);
  eachElement(tree, (element) => {
    if (element.tagName === 'mark') element.properties.className = RED_CLASSES;
  });
  if (highlight?.term.trim()) markSearchHits(tree, highlight);
  return tree;
}

interface RichTextProps {
  /** HTML or plain text; ignored when `tree` is given. */
  html?: string;
  /** An already sanitised tree (Markdown read by `markdownToTree`). */
  tree?: Root;
  highlight?: Highlight;
  className?: string;
}

export function RichText({ html = '', tree, highlight, className }: RichTextProps) {
  const term = highlight?.term;
  const caseSensitive = highlight?.caseSensitive ?? false;
  const safe = useMemo(
    () => richTextTree(tree ?? html, term === undefined ? undefined : { term, caseSensitive }),
    [html, tree, term, caseSensitive],
  );
  const plain = safe.children.every((node) => node.type === 'text');
  return (
    <div className={`rich-text ${plain ? 'whitespace-pre-line' : ''} ${className ?? ''}`}>
      {toJsxRuntime(safe, { Fragment, jsx, jsxs })}
    </div>
  );
}
