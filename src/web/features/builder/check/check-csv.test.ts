import { describe, expect, it } from 'vitest';
import { checkCsv } from './check-csv';

describe('checkCsv', () => {
  it('writes headings and rows, quoting what needs it and defusing formulas', () => {
    const csv = checkCsv(
      ['Player', 'Legal', 'Issues', 'Points', 'Game size', 'Faction', 'Link'],
      [
        {
          who: 'Ann "the Bold", of Embersig',
          faction: 'Sÿenann',
          points: '290',
          gameSize: '300',
          legal: 'Yes',
          issues: '0',
          link: 'http://x/shared-list/abc',
        },
        { who: '=HYPERLINK("evil")', faction: '', points: '', gameSize: '', legal: 'No', issues: '', link: '' },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Player,Legal,Issues,Points,Game size,Faction,Link',
      '"Ann ""the Bold"", of Embersig",Yes,0,290,300,Sÿenann,http://x/shared-list/abc',
      `"'=HYPERLINK(""evil"")",No,,,,,`,
      '',
    ]);
  });
});
