import type { Element, ElementContent, Root } from 'hast';
import { fromHtmlIsomorphic } from 'hast-util-from-html-isomorphic';
import { unified } from 'unified';
import { eachElement, sanitisePlugins } from './sanitise';

/**
 * Rich text as it is shown: a sanitised hast tree, which the web app turns into React elements.
 * HTML is read with the browser's own parser where there is one (an inert <template>, which runs
 * nothing and loads nothing) and with parse5 on the server, so pages rendered on the server and
 * in the browser agree; the server sends only HTML it has already sanitised (store.ts), so both
 * read the same well-formed markup. Then the same sanitising steps run as for storing.
 */

const sanitiser = unified().use(sanitisePlugins).freeze();

/**
 * HTML (or plain text) to a sanitised tree. Meant for HTML the server has stored or served (so
 * already sanitised by store.ts): raw input is made safe too, but a tag unwrapped here can leave
 * nesting a browser would not build (a <p> in a <p>), and Chromium reports an inline handler
 * to the CSP even in a <template>, so raw input goes through `sanitizeHtml` (store.ts) first, as
 * the admin editors' previews do.
 */
export function htmlToTree(html: string): Root {
  return sanitiser.runSync(fromHtmlIsomorphic(html, { fragment: true })) as Root;
}

const RED_MARKER = /\[\[(\/?)red\]\]/i;

/**
 * Rules text marks words to stand out with `[[red]]…[[/red]]`. Each pair becomes a
 * `<mark class="rule-red">` around what it encloses, within one parent; a marker left open closes
 * at the end of its parent. Run on a sanitised tree: the result is for showing, not storing.
 */
export function markRedHighlights(tree: Root): Root {
  const parents: Array<Root | Element> = [tree];
  eachElement(tree, (element) => parents.push(element));
  for (const parent of parents) {
    if (!parent.children.some((child) => child.type === 'text' && RED_MARKER.test(child.value))) continue;
    const out: ElementContent[] = [];
    const open: Element[] = [];
    const add = (node: ElementContent) => (open.length ? open[open.length - 1]!.children : out).push(node);
    for (const child of parent.children as ElementContent[]) {
      if (child.type !== 'text') {
        add(child);
        continue;
      }
      let rest = child.value;
      for (let match = RED_MARKER.exec(rest); match; match = RED_MARKER.exec(rest)) {
        if (match.index) add({ type: 'text', value: rest.slice(0, match.index) });
        if (!match[1]) {
          const mark: Element = {
            type: 'element',
            tagName: 'mark',
            properties: { className: ['rule-red'] },
            children: [],
          };
          add(mark);
          open.push(mark);
        } else open.pop();
        rest = rest.slice(match.index + match[0].length);
      }
      if (rest) add({ type: 'text', value: rest });
    }
    parent.children = out;
  }
  return tree;
}
