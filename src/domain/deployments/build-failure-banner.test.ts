import { describe, expect, it } from 'vitest';
import {
  BUILD_FAILURE_WINDOW_MS,
  buildFailureBanner,
  rememberShown,
  SHOWN_FAILURES_REMEMBERED,
} from './build-failure-banner';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const SITES = ['rookery', 'rookery-preview'];
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();
const failure = (id: string, hoursAgo: number, content: unknown = { site_name: 'rookery', branch: 'main' }) => ({
  id,
  type: 'build_failure',
  created_at: at(hoursAgo),
  content,
});
const options = (alreadyShown: string[] = []) => ({ now: NOW, siteNames: SITES, alreadyShown });

describe('buildFailureBanner', () => {
  it('shows the newest product build failure under 24 hours old, with its details', () => {
    const content = {
      site_name: 'rookery',
      branch: 'main',
      deploy_url: 'https://d--rookery.example.app',
      error_message: 'exit code 2',
    };
    const banner = buildFailureBanner([failure('old', 5), failure('new', 1, content)], options());
    expect(banner).toMatchObject({
      notification: { id: 'new' },
      siteName: 'rookery',
      branch: 'main',
      deployUrl: 'https://d--rookery.example.app',
      errorMessage: 'exit code 2',
    });
  });

  it('reads content given as a JSON string', () => {
    expect(buildFailureBanner([failure('a', 1, '{"site_name":"rookery-preview"}')], options())?.siteName).toBe(
      'rookery-preview',
    );
  });

  it('shows nothing at or beyond 24 hours', () => {
    expect(buildFailureBanner([failure('a', 23.99)], options())).not.toBeNull();
    expect(
      buildFailureBanner(
        [{ ...failure('a', 0), created_at: new Date(NOW - BUILD_FAILURE_WINDOW_MS).toISOString() }],
        options(),
      ),
    ).toBeNull();
    expect(buildFailureBanner([failure('a', 30)], options())).toBeNull();
  });

  it('shows a failure only once, and never falls back to an older one', () => {
    expect(buildFailureBanner([failure('a', 1)], options(['a']))).toBeNull();
    expect(buildFailureBanner([failure('old', 3), failure('new', 1)], options(['new']))).toBeNull();
  });

  it('ignores other sites, other types, missing sites and unreadable dates', () => {
    expect(buildFailureBanner([failure('a', 1, { site_name: 'another-site' })], options())).toBeNull();
    expect(buildFailureBanner([failure('a', 1, {})], options())).toBeNull();
    expect(buildFailureBanner([{ ...failure('a', 1), type: 'direct_message' }], options())).toBeNull();
    expect(buildFailureBanner([{ ...failure('a', 1), created_at: 'soon' }], options())).toBeNull();
    expect(buildFailureBanner([], options())).toBeNull();
  });
});

describe('rememberShown', () => {
  it('keeps the newest ids first, once each, and only a few of them', () => {
    expect(rememberShown(['a', 'b'], 'b')).toEqual(['b', 'a']);
    const many = Array.from({ length: 30 }, (_, index) => `id-${index}`);
    const kept = rememberShown(many, 'new');
    expect(kept).toHaveLength(SHOWN_FAILURES_REMEMBERED);
    expect(kept[0]).toBe('new');
  });
});
