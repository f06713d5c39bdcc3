import { describe, expect, it } from 'vitest';
import { CHANGELOG_DEFAULT_VERSION, changelogVersion, isVersion, parseChangelogVersion } from './changelog-version';

const changelog = `# Changelog\n\n## [0.5.15] - 2026-11-22\n- Rules search\n\n## [0.5.14] - 2026-11-01\n- Earlier`;

describe('changelog version (spec §5)', () => {
  it('is the first x.y.z in square brackets', () => {
    expect(parseChangelogVersion(changelog)).toBe('0.5.15');
    expect(parseChangelogVersion('Intro mentions 2.0.0 without brackets\n## [1.2.3]')).toBe('1.2.3');
    expect(parseChangelogVersion('## [10.20.30] and [1.0.0]')).toBe('10.20.30');
  });

  it('finds none in empty, HTML or version-less content', () => {
    for (const content of [
      '',
      '   \n',
      null,
      undefined,
      42,
      '# Changelog\n\nNothing yet',
      '## [1.2] - partial',
      '[v1.2.3]',
    ]) {
      expect(parseChangelogVersion(content), String(content)).toBeNull();
    }
    expect(parseChangelogVersion('<!doctype html><html><body>## [9.9.9]</body></html>')).toBeNull();
    expect(parseChangelogVersion('<html><head></head><body><div id="root"></div></body></html>')).toBeNull();
  });

  it('home reading: falls back to 0.5.11', () => {
    expect(CHANGELOG_DEFAULT_VERSION.home).toBe('0.5.11');
    expect(changelogVersion('', 'home')).toBe('0.5.11');
    expect(changelogVersion('<!DOCTYPE html><p>[2.0.0]</p>', 'home')).toBe('0.5.11');
    expect(changelogVersion('no version here', 'home')).toBe('0.5.11');
    expect(changelogVersion(changelog, 'home')).toBe('0.5.15');
  });

  it('landing reading: falls back to 1.0.0 on a parse failure', () => {
    expect(CHANGELOG_DEFAULT_VERSION.landing).toBe('1.0.0');
    expect(changelogVersion('', 'landing')).toBe('1.0.0');
    expect(changelogVersion('<html></html>', 'landing')).toBe('1.0.0');
    expect(changelogVersion(undefined, 'landing')).toBe('1.0.0');
    expect(changelogVersion(changelog, 'landing')).toBe('0.5.15');
  });

  it('checks a version string', () => {
    expect(isVersion('0.5.15')).toBe(true);
    expect(isVersion('0.5')).toBe(false);
    expect(isVersion('v1.0.0')).toBe(false);
  });
});
