import { sanitizeNodes, type HtmlElement, type HtmlNode } from './html';

/**
 * A small Markdown reader for the changelog and imported rule texts. It covers what those files
 * use: headings, paragraphs, bullet and numbered lists, bold, italics, inline code, links and
 * `[[red]]` highlights. Raw HTML in the Markdown stays text. The result is the same node tree the
 * HTML sanitiser produces, already passed through the allow-list, so one renderer shows both.
 */

const element = (tag: string, children: HtmlNode[], attrs: Record<string, string> = {}): HtmlElement => ({
  type: 'element',
  tag,
  attrs,
  children,
});

/** Inline Markdown: **bold**, __bold__, *em*, _em_, `code`, [text](url), <https://…>, [[red]]. */
export function parseInline(text: string): HtmlNode[] {
  const out: HtmlNode[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    let match: RegExpExecArray | null;
    if ((match = /^\[\[red\]\]([\s\S]*?)\[\[\/red\]\]/i.exec(rest))) {
      flush();
      out.push({ type: 'red', children: parseInline(match[1]!) });
    } else if ((match = /^`([^`]+)`/.exec(rest))) {
      flush();
      out.push(element('span', [{ type: 'text', text: match[1]! }], { class: 'md-code' }));
    } else if ((match = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest))) {
      flush();
      out.push(element('strong', parseInline(match[2]!)));
    } else if (
      (match = /^(\*|_)(?=\S)([\s\S]*?\S)\1(?![*_])/.exec(rest)) &&
      !(match[1] === '_' && /\w/.test(text[i - 1] ?? ''))
    ) {
      flush();
      out.push(element('em', parseInline(match[2]!)));
    } else if ((match = /^\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/.exec(rest))) {
      flush();
      out.push(element('a', parseInline(match[1]!), { href: match[2]! }));
    } else if ((match = /^<(https?:\/\/[^\s>]+)>/.exec(rest))) {
      flush();
      out.push(element('a', [{ type: 'text', text: match[1]! }], { href: match[1]! }));
    } else if (rest[0] === '\\' && rest[1] && /[\\`*_[\]()#+\-.!<>]/.test(rest[1])) {
      buffer += rest[1];
      i += 2;
      continue;
    } else {
      buffer += rest[0];
      i += 1;
      continue;
    }
    i += match[0].length;
  }
  flush();
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/**
 * Reads Markdown into sanitised nodes. `headingOffset` moves every heading down that many levels
 * (never past h3, the deepest the allow-list keeps), for text shown under a heading of its own,
 * such as the changelog in its dialog: a page has one h1.
 */
export function parseMarkdown(markdown: string, { headingOffset = 0 }: { headingOffset?: number } = {}): HtmlNode[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: HtmlNode[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;

  const endParagraph = () => {
    if (paragraph.length) blocks.push(element('p', parseInline(paragraph.join(' '))));
    paragraph = [];
  };
  const endList = () => {
    if (list)
      blocks.push(
        element(
          list.tag,
          list.items.map((item) => element('li', parseInline(item))),
        ),
      );
    list = null;
  };

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (FENCE.test(line)) {
      endParagraph();
      endList();
      const code: string[] = [];
      while (++index < lines.length && !FENCE.test(lines[index]!)) code.push(lines[index]!);
      blocks.push(element('div', [{ type: 'text', text: code.join('\n') }], { class: 'md-pre' }));
      continue;
    }
    if (!line.trim()) {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      const level = Math.min(heading[1]!.length + headingOffset, 3);
      blocks.push(element(`h${level}`, parseInline(heading[2]!)));
      continue;
    }
    if (RULE.test(line)) {
      endParagraph();
      endList();
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = bullet ? null : ORDERED.exec(line);
    if (bullet || ordered) {
      endParagraph();
      const tag = bullet ? 'ul' : 'ol';
      if (list && list.tag !== tag) endList();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? ordered)![1]!);
      continue;
    }
    if (list && /^\s+\S/.test(line)) {
      const items: string[] = (list as { items: string[] }).items;
      items[items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return sanitizeNodes(blocks);
}
