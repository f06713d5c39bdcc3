import { describe, expect, it } from 'vitest';
import { isVersion, parseChangelogVersion, siteVersion } from './changelog-version';

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

  it("shows the changelog's latest version, or the app's own when the changelog has none", () => {
    expect(siteVersion(changelog, '0.5.14')).toBe('0.5.15');
    expect(siteVersion('## [0.5.16] - 2026-12-01\n' + changelog, '0.5.15')).toBe('0.5.16');
    for (const content of ['', '<!DOCTYPE html><p>[2.0.0]</p>', 'no version here', undefined]) {
      expect(siteVersion(content, '0.5.15')).toBe('0.5.15');
    }
  });

  it('checks a version string', () => {
    expect(isVersion('0.5.15')).toBe(true);
    expect(isVersion('0.5')).toBe(false);
    expect(isVersion('v1.0.0')).toBe(false);
  });
});
