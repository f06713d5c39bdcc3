import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../../../domain/app-version';
import { useSiteVersion } from './use-site-version';

function Probe() {
  return <output>{useSiteVersion() ?? 'waiting'}</output>;
}

function renderProbe() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
}

const changelog = (answer: () => Promise<Response>) => vi.spyOn(globalThis, 'fetch').mockImplementation(answer);

afterEach(() => vi.restoreAllMocks());

describe('useSiteVersion', () => {
  it("is the changelog's latest version, the one the Changelog button opens", async () => {
    changelog(async () => new Response('# Changelog\n\n## [0.5.16] - 2026-12-01\n\n## [0.5.15] - 2026-11-22'));
    renderProbe();
    expect(screen.getByRole('status').textContent).toBe('waiting');
    expect(await screen.findByText('0.5.16')).toBeTruthy();
  });

  it("is the app's own version when the changelog has none or cannot be read", async () => {
    changelog(async () => new Response('<!doctype html><html></html>'));
    renderProbe();
    expect(await screen.findByText(APP_VERSION)).toBeTruthy();
  });

  it("is the app's own version when the changelog request fails", async () => {
    changelog(async () => new Response('gone', { status: 503 }));
    renderProbe();
    expect(await screen.findByText(APP_VERSION)).toBeTruthy();
  });
});
