import { describe, expect, it } from 'vitest';
import { revalidateOnPathChange } from './router';

const check = (from: string, to: string, extra: { formMethod?: 'POST' } = {}) =>
  revalidateOnPathChange({
    currentUrl: new URL(from, 'https://rookery.test'),
    nextUrl: new URL(to, 'https://rookery.test'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  });

describe('when a page reads its data again', () => {
  it('reads nothing again when only the search changes (a term typed, a dialog opened)', () => {
    expect(check('/rules', '/rules?q=activation')).toBe(false);
    expect(check('/rules?q=act', '/rules?q=activation&case=1')).toBe(false);
    expect(check('/?dialog=news-archive', '/')).toBe(false);
  });

  it('leaves every other case to the router: another path, a form sent, the same address asked again', () => {
    expect(check('/rules', '/faq')).toBe(true);
    expect(check('/shared-list/a', '/shared-list/b?x=1')).toBe(true);
    expect(check('/rules', '/rules?q=a', { formMethod: 'POST' })).toBe(true);
    expect(check('/rules?q=a', '/rules?q=a')).toBe(true);
  });
});
