import type { Element, ElementContent, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { htmlToTree, markRedHighlights } from '../../domain/content/rich-text/read';
import { eachElement } from '../../domain/content/rich-text/sanitise';
import { highlightSegments } from '../../domain/content/search';
import { registerRichTextRenderer, type Highlight, type RichTextProps } from './rich-text';

/**
 * What `RichText` (ui/rich-text.tsx) draws published content with: the text is read into a tree
 * and sanitised to the spec §5 allow-list (domain/content/rich-text, decision 0033), then
 * `hast-util-to-jsx-runtime` turns the tree into elements React escapes, never through innerHTML.
 * `[[red]]` highlights and search matches are wrapped in <mark>. Importing this module puts it in
 * use: the server's renderer imports it at once, the browser when a block needs drawing.
 */

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

/** The block's class and its elements. */
function renderRichText({ html = '', tree, highlight, className }: RichTextProps) {
  const term = highlight?.term;
  const safe = richTextTree(tree ?? html, term === undefined ? undefined : highlight);
  const plain = safe.children.every((node) => node.type === 'text');
  return {
    className: `rich-text ${plain ? 'whitespace-pre-line' : ''} ${className ?? ''}`,
    children: toJsxRuntime(safe, { Fragment, jsx, jsxs }),
  };
}

registerRichTextRenderer(renderRichText);
