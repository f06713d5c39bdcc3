import type { Element, ElementContent, Text } from 'hast';
import type { Heading } from 'mdast';
import remarkParse from 'remark-parse';
import remarkRehype, { defaultHandlers, type Options as ToHastOptions } from 'remark-rehype';
import type { PluggableList } from 'unified';

/**
 * How Markdown (the changelog, imported rules and FAQ files) becomes HTML: CommonMark through
 * remark, then the same sanitising steps as HTML. Raw HTML written in the Markdown is shown as
 * the text it is; code is shown in the `md-code` and `md-pre` styles (the allow-list has no
 * <code> or <pre>); an image shows its description.
 */

export interface MarkdownOptions {
  /**
   * Moves every heading down this many levels, never past h3, the deepest the allow-list keeps:
   * for text shown under a heading of its own, such as the changelog in its dialog.
   */
  headingOffset?: number;
}

const textNode = (value: string): Text => ({ type: 'text', value });
const element = (tagName: string, children: ElementContent[], className?: string): Element => ({
  type: 'element',
  tagName,
  properties: className ? { className: [className] } : {},
  children,
});
const BLOCK_PARENTS = new Set(['root', 'listItem', 'blockquote']);

function toHastOptions({ headingOffset = 0 }: MarkdownOptions): ToHastOptions {
  return {
    handlers: {
      heading: (state, node: Heading) =>
        defaultHandlers.heading(state, { ...node, depth: Math.min(node.depth + headingOffset, 3) as Heading['depth'] }),
      html: (_state, node, parent) =>
        parent && BLOCK_PARENTS.has(parent.type) ? element('p', [textNode(node.value)]) : textNode(node.value),
      inlineCode: (_state, node) => element('span', [textNode(node.value)], 'md-code'),
      code: (_state, node) => element('div', [textNode(node.value)], 'md-pre'),
      image: (_state, node) => textNode(node.alt ?? ''),
      imageReference: (_state, node) => textNode(node.alt ?? ''),
    },
  };
}

/** Markdown to a (not yet sanitised) hast tree: follow with `sanitisePlugins`. */
export function markdownPlugins(options: MarkdownOptions = {}): PluggableList {
  return [remarkParse, [remarkRehype, toHastOptions(options)]];
}
