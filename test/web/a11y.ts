import axe from 'axe-core';

/** The ids of axe's rules that the element breaks; colour contrast is left to the browser tests (jsdom paints nothing). */
export async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

/** What a screen reader reads after the name: the text of each element named by aria-describedby. */
export function descriptionOf(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
