import type { Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { htmlToTree } from './read';

/** The text people read, for search and previews: blocks on lines of their own, markers gone. */
export function toPlainText(tree: Root): string {
  return toText(tree)
    .replace(/\[\[\/?red\]\]/gi, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

export function htmlToPlainText(html: string): string {
  return toPlainText(htmlToTree(html));
}
