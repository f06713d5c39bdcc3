import { afterEach, describe, expect, it } from 'vitest';
import { loadAppStyles } from './app-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the full app stylesheet', () => {
  it('is linked right after the page’s own rules, and waited for, when the page holds only those', async () => {
    document.head.innerHTML =
      '<style data-critical-styles="/assets/index-c3.css">h1{}</style><link rel="stylesheet" href="/assets/page.css">';
    let loaded = false;
    const loading = loadAppStyles().then(() => (loaded = true));
    const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]')!;
    expect(link.getAttribute('href')).toBe('/assets/index-c3.css');
    expect(link.previousElementSibling?.tagName).toBe('STYLE');
    await Promise.resolve();
    expect(loaded).toBe(false);
    link.dispatchEvent(new Event('load'));
    await loading;
    expect(loaded).toBe(true);
    // Asked again (a second start): no second link.
    await loadAppStyles();
    expect(document.querySelectorAll('link[data-app-styles]')).toHaveLength(1);
  });

  it('is not waited for when it could not load, nor linked when the page holds every rule', async () => {
    document.head.innerHTML = '<style data-critical-styles="/assets/index-c3.css">h1{}</style>';
    const loading = loadAppStyles();
    document.querySelector('link[data-app-styles]')!.dispatchEvent(new Event('error'));
    await loading;
    document.head.innerHTML = '<style data-app-styles="/assets/index-c3.css">h1{}</style>';
    await loadAppStyles();
    expect(document.querySelector('link')).toBeNull();
  });
});
