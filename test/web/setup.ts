import { cleanup, configure, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { setTransport } from '../../src/web/lib/api';
import { i18n } from '../../src/web/lib/i18n';
import { preloadDialog } from '../../src/web/ui/dialog';
// Rich text is drawn at once, as on the server (in the browser its renderer loads when needed).
import '../../src/web/ui/rich-text-render';

// Web tests share two cores with the API suite in CI: give findBy/waitFor room beyond 1 s so a
// slow first render under load is not mistaken for a missing element.
configure({ asyncUtilTimeout: 5000 });

// Dialogs load their code when the first one opens; here it is loaded before any test renders
// one, so whether a dialog shows at once does not depend on which test file ran first.
beforeAll(preloadDialog);

// An unexpected console error fails the test (STYLE.md §8).
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(async () => {
  // A toast still on screen leaves a timer that removes it later: dismiss the toasts and wait until
  // they are gone, so no timer of this test fires after the page (jsdom) has been taken down.
  if (document.querySelector('[data-sonner-toast]')) {
    toast.dismiss();
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  }
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Test files share a worker and its modules (isolate: false, decision 0028): leave the page as
  // the next test expects to find it, in English with nothing stored.
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A test that answered the app's requests itself leaves the network to the next one.
  setTransport((path, init) => fetch(path, init));
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  if (consoleErrors.length)
    throw new Error(`Unexpected console.error: ${consoleErrors.map((a) => a.join(' ')).join('\n')}`);
});
