import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataPack } from '.';

/** The unit ids in the data README's table of units without a French name. */
function listedInReadme(): string[] {
  const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Units without a French name'));
  const table = section.slice(0, section.indexOf('\n## ', 4));
  return [...table.matchAll(/^\| [^|]+ \| `([a-z0-9-]+)` \|/gm)].map((match) => match[1]!);
}

describe('French unit names', () => {
  it('are missing only for the units the data README lists, and every listed unit exists', () => {
    const missing = dataPack.units.filter((unit) => !unit.name.fr).map((unit) => unit.id);
    expect(listedInReadme().sort()).toEqual(missing.sort());
    expect(missing.length).toBeLessThan(dataPack.units.length);
  });
});
