import { describe, expect, it } from 'vitest';
import source from '../../../domain/army/unit-csv.ts?raw';
import bracketSource from '../../../domain/army/bracket-list.ts?raw';
import { i18n } from '../../lib/i18n';
import { fieldLabel, issueText } from './issue-text';
import './i18n';

/** Every issue code the CSV reader can emit, read from its source so a new one cannot be missed. */
const codes = [...new Set([...source.matchAll(/code: '((?:row|csv)\.[a-z_]+)'/g)].map((match) => match[1]!))];
const reasons = [...new Set([...bracketSource.matchAll(/: '([a-z]+(?:-[a-z]+)+)'/g)].map((match) => match[1]!))];

describe('CSV issue texts', () => {
  it('finds the codes', () => {
    expect(codes).toContain('row.unknown_faction');
    expect(codes).toContain('csv.missing_columns');
    expect(codes.length).toBeGreaterThan(15);
    expect(reasons).toContain('empty-item');
  });

  it.each(['en', 'es', 'fr'])('has words for every code and reason in %s', (language) => {
    const t = i18n.getFixedT(language, 'unit-data');
    for (const code of codes) {
      expect(i18n.exists(`issues.${code}`, { lng: language, ns: 'unit-data' }), code).toBe(true);
      const text = issueText(t, {
        code,
        column: 'Points Cost',
        params: { value: 'x', columns: ['AVB', 'Points Cost'] },
      });
      expect(text, code).not.toMatch(/issues\.|Missing translation/);
    }
    for (const reason of reasons) {
      expect(i18n.exists(`reasons.${reason}`, { lng: language, ns: 'unit-data' }), reason).toBe(true);
    }
  });

  it('fills in the parameters', () => {
    const t = i18n.getFixedT('en', 'unit-data');
    expect(issueText(t, { code: 'row.not_a_number', column: 'Points Cost', params: { value: 'ten' } })).toBe(
      'Points Cost must be a number, not “ten”.',
    );
    expect(issueText(t, { code: 'csv.missing_columns', params: { columns: ['AVB', 'Points Cost'] } })).toBe(
      'Required columns are missing: AVB, Points Cost.',
    );
    expect(
      issueText(t, { code: 'row.bracket_list', column: 'Keywords', params: { reason: 'empty-item', at: 3 } }),
    ).toBe('Keywords is not a list in square brackets: an item is empty (at character 3).');
    expect(fieldLabel(i18n.getFixedT('es', 'unit-data'), 'keywords')).toBe('Palabras clave');
  });
});
