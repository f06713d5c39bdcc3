import { describe, expect, it } from 'vitest';
import { checkChangelog } from './changelog-check';

describe('checkChangelog', () => {
  it('reads the first version in square brackets', () => {
    expect(checkChangelog('# Changelog\n\n## [0.6.1] - 2026-11-20\n\n## [0.6.0]')).toEqual({
      ok: true,
      version: '0.6.1',
    });
  });

  it('names why a version cannot be read', () => {
    expect(checkChangelog('  \n ')).toEqual({ ok: false, code: 'changelog.empty' });
    expect(checkChangelog('<!doctype html><html><body>Not found</body></html>')).toEqual({
      ok: false,
      code: 'changelog.html',
    });
    expect(checkChangelog('## 0.6.1 without brackets\n## [1.2] too short')).toEqual({
      ok: false,
      code: 'changelog.no_version',
    });
  });
});
