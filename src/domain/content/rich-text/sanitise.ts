import type { Element, Nodes, Root, RootContent } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import type { PluggableList } from 'unified';
import { richTextSchema } from './schema';

/**
 * The sanitising steps every rich text goes through, whether it is stored, served or shown:
 * links are tidied so the schema reads them as a browser would, `rehype-sanitize` applies the
 * spec §5 allow-list (schema.ts), then the attributes the schema let through are narrowed.
 */

const MAX_CLASSES = 10;
const STYLE_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-align',
]);
const STYLE_VALUE_TOKEN =
  /^(?:#[0-9a-f]{3,8}|[a-z][a-z-]*|-?\d+(?:\.\d+)?(?:px|em|rem|%)?|(?:rgba?|hsla?)\([\d\s.,%/]+\))$/i;

/** Keeps only simple colour, weight, style, decoration and alignment declarations. */
export function safeStyle(value: string): string | null {
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).trim();
    if (!STYLE_PROPERTIES.has(property) || !propertyValue || propertyValue.length > 100) continue;
    const tokens = propertyValue.replace(/\s*,\s*/g, ',').split(/\s+(?![^(]*\))/);
    if (!tokens.every((token) => STYLE_VALUE_TOKEN.test(token))) continue;
    if (/expression|url|javascript|behavior|binding|\\/i.test(propertyValue)) continue;
    kept.push(`${property}: ${propertyValue}`);
  }
  return kept.length ? kept.join('; ') : null;
}

/** Calls `visit` on every element, parents first, without recursion (content may nest deeply). */
export function eachElement(tree: Root | Element, visit: (element: Element) => void): void {
  const stack: Array<Root | Element | RootContent> = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'element') visit(node);
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Before the schema: a link reads as the browser would follow it (spaces trimmed, scheme in lower case). */
function normaliseLinks() {
  return (tree: Root) =>
    eachElement(tree, (element) => {
      const href = text(element.properties.href);
      if (href === null) return;
      const trimmed = href.trim();
      const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(trimmed)?.[0];
      element.properties.href = scheme ? scheme.toLowerCase() + trimmed.slice(scheme.length) : trimmed;
    });
}

/** After the schema: styles narrowed, classes capped, `_blank` links kept from their opener. */
function tidyAttributes() {
  return (tree: Root) =>
    eachElement(tree, (element) => {
      const props = element.properties;
      if (props.style !== undefined) {
        const style = safeStyle(String(props.style));
        if (style) props.style = style;
        else delete props.style;
      }
      if (Array.isArray(props.className)) {
        if (props.className.length) props.className = props.className.slice(0, MAX_CLASSES);
        else delete props.className;
      }
      if (element.tagName !== 'a') return;
      const href = text(props.href);
      // A browser reads `\\host` and `/\host` as another site's address.
      if (href !== null && (!href || href.startsWith('\\') || href.startsWith('/\\'))) delete props.href;
      // Angle brackets in an address are percent-encoded, as a browser does when following it, so
      // no stored attribute ever holds something that reads like a tag.
      else if (href !== null) props.href = href.replace(/[<>]/g, (char) => encodeURIComponent(char));
      const rel = new Set((Array.isArray(props.rel) ? props.rel : []).map((word) => String(word).toLowerCase()));
      if (props.target === '_blank') {
        rel.add('noopener');
        rel.add('noreferrer');
      }
      if (rel.size) props.rel = [...rel];
      else delete props.rel;
    });
}

/** The sanitising plugins, for any unified pipeline that has a hast tree. */
export const sanitisePlugins: PluggableList = [normaliseLinks, [rehypeSanitize, richTextSchema], tidyAttributes];

/** Whether a node is an element (a type guard for the hast unions). */
export const isElement = (node: Nodes): node is Element => node.type === 'element';
