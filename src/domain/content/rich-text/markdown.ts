import type { Element, ElementContent, Text } from 'hast';
import type { Heading, Root as MdastRoot } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
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

/** A file cut at its top-level headings: each heading's own text and the Markdown under it. */
export interface MarkdownPart {
  depth: number;
  /** The heading as written, without its leading #s. */
  heading: string;
  body: string;
}

/**
 * Cuts Markdown at its top-level ATX headings (`#`, `##`…) up to `maxDepth`, as remark reads
 * them: a `#` line inside fenced code is code, not a heading. Text before the first heading is
 * dropped.
 */
export function splitAtHeadings(markdown: string, maxDepth: number): MarkdownPart[] {
  const source = markdown.replace(/\r\n?/g, '\n');
  const tree = unified().use(remarkParse).parse(source) as MdastRoot;
  const cuts = tree.children.flatMap((node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (node.type !== 'heading' || node.depth > maxDepth || start === undefined || end === undefined) return [];
    const written = source.slice(start, end);
    if (!written.trimStart().startsWith('#')) return []; // an underlined (setext) heading is text here
    return [
      {
        depth: node.depth,
        start,
        end,
        heading: written
          .trim()
          .replace(/^#+\s*/, '')
          .replace(/\s+#+$/, ''),
      },
    ];
  });
  return cuts.map((cut, index) => ({
    depth: cut.depth,
    heading: cut.heading,
    body: source.slice(cut.end, cuts[index + 1]?.start ?? source.length).replace(/^\n/, ''),
  }));
}
