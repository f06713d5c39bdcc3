import { useMemo } from 'react';
import { markdownToTree } from '../../../domain/content/rich-text/read-markdown';
import { RichText } from '../../ui/rich-text';
// Drawn as soon as shown: this code loads on demand already.
import '../../ui/rich-text-render';

/**
 * The changelog's Markdown, shown under the dialog's own h2 title: its "# Changelog" must not be
 * the page's second h1, so headings move down a level. Loaded only when the dialog opens, with
 * the Markdown reader it needs.
 */
export default function ChangelogText({ text }: { text: string }) {
  const tree = useMemo(() => markdownToTree(text, { headingOffset: 1 }), [text]);
  return <RichText tree={tree} />;
}
