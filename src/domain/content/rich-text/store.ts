import type { Root } from 'hast';
import rehypeStringify, { type Options as StringifyOptions } from 'rehype-stringify';
import { unified } from 'unified';
import { markdownPlugins, type MarkdownOptions } from './markdown';
import { parseHtmlFragment, rehypeParseBounded } from './parse-html';
import { sanitisePlugins } from './sanitise';

/**
 * Rich text as it is stored and served: HTML in, sanitised HTML out. The server runs every
 * admin's text and every imported file through here before storing it, and stored text again
 * before serving it. (The browser reads with read.ts, which shares the sanitising steps but not
 * this HTML parser.)
 */

const stringify: StringifyOptions = { characterReferences: { useNamedReferences: true } };

const htmlProcessor = unified().use(rehypeParseBounded).use(sanitisePlugins).use(rehypeStringify, stringify).freeze();

/**
 * HTML (or plain text) to HTML that keeps only the spec §5 allow-list. Never throws. Unwrapping a
 * tag can leave markup a browser would read differently (a <p> that was inside a <button> is now
 * inside a <p>), so the result is read and written once more: what is stored reads back as the
 * same tree everywhere, and sanitising it again changes nothing.
 */
export function sanitizeHtml(html: string): string {
  const once = String(htmlProcessor.processSync(html));
  return once === html ? once : String(htmlProcessor.processSync(once));
}

/** Markdown to sanitised HTML, for storing. */
export function markdownToHtml(markdown: string, options: MarkdownOptions = {}): string {
  return String(
    unified().use(markdownPlugins(options)).use(sanitisePlugins).use(rehypeStringify, stringify).processSync(markdown),
  );
}

const sanitiser = unified().use(sanitisePlugins).freeze();

/**
 * Whether sanitising changes the markup: something outside the allow-list would be removed. Read
 * with parse5, never the browser's parser: raw input may carry handlers a browser would report.
 */
export function losesMarkup(html: string): boolean {
  if (!html.includes('<')) return false;
  const raw = parseHtmlFragment(html);
  const shape = (tree: Root) => JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value));
  const before = shape(raw);
  return shape(sanitiser.runSync(raw) as Root) !== before;
}
