import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { Plugin } from 'unified';
import { STRIPPED_TAGS } from './schema';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

/**
 * Reads HTML the way a browser does (parse5, the HTML standard's parser, as `rehype-parse` uses)
 * with one difference: markup nested deeper than MAX_DEPTH keeps only its text, as browsers cap
 * the depth of what they build. Without it, ten thousand nested tags would exhaust the stack of
 * the tree utilities that follow.
 */
export const MAX_DEPTH = 100;
const STRIPPED = new Set<string>(STRIPPED_TAGS);

/** Replaces the children of `node` with the text of its descendants (stripped tags' text left out). */
function keepTextOnly(node: ParentNode) {
  const texts: ChildNode[] = [];
  const stack: ChildNode[] = [...node.childNodes].reverse();
  while (stack.length) {
    const child = stack.pop()!;
    if (child.nodeName === '#text') texts.push(child);
    else if ('childNodes' in child && !('tagName' in child && STRIPPED.has(child.tagName))) {
      for (let i = child.childNodes.length - 1; i >= 0; i--) stack.push(child.childNodes[i]!);
    }
  }
  for (const text of texts) text.parentNode = node;
  node.childNodes = texts;
}

function boundDepth(root: ParentNode) {
  const stack: Array<[ParentNode, number]> = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth >= MAX_DEPTH) keepTextOnly(node);
    else for (const child of node.childNodes) if ('childNodes' in child) stack.push([child, depth + 1]);
  }
}

/** HTML (or plain text) to a hast tree; never throws. */
export function parseHtmlFragment(html: string): Root {
  const fragment = parseFragment(html);
  boundDepth(fragment);
  return fromParse5(fragment) as Root;
}

/** The parser as a unified plugin. */
export const rehypeParseBounded: Plugin<[], string, Root> = function () {
  this.parser = (document) => parseHtmlFragment(document);
};
