import type { Root } from 'hast';
import { unified } from 'unified';
import { markdownPlugins, type MarkdownOptions } from './markdown';
import { sanitisePlugins } from './sanitise';

/**
 * Markdown to a sanitised tree, for showing (the changelog). A module of its own so that the
 * Markdown reader is loaded only where Markdown is shown, not with every page of rich text.
 */
export function markdownToTree(markdown: string, options: MarkdownOptions = {}): Root {
  const processor = unified().use(markdownPlugins(options)).use(sanitisePlugins);
  return processor.runSync(processor.parse(markdown)) as Root;
}
