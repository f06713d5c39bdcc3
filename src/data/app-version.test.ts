import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../domain/app-version';
import { parseChangelogVersion } from '../domain/content/changelog-version';

const root = path.resolve(import.meta.dirname, '../..');

describe('the version', () => {
  it('is the same in package.json, APP_VERSION and the latest entry of the changelog we publish', () => {
    const packageVersion = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string })
      .version;
    const changelog = readFileSync(path.join(root, 'src/data/content/CHANGELOG.md'), 'utf8');
    expect(parseChangelogVersion(changelog)).toBe(APP_VERSION);
    expect(packageVersion).toBe(APP_VERSION);
  });
});
