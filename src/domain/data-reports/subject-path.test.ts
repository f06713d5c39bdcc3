import { describe, expect, it } from 'vitest';
import { dataReportSubjectPath } from './subject-path';

describe('dataReportSubjectPath', () => {
  it('links a unit to its row, a mission and a rules section by anchor', () => {
    expect(dataReportSubjectPath('unit', 'orc-hunters')).toBe('/unit-stats#unit-orc-hunters');
    expect(dataReportSubjectPath('mission', 'take-positions')).toBe('/missions#take-positions');
    expect(dataReportSubjectPath('rule-section', 'line-of-sight')).toBe('/rules#line-of-sight');
  });

  it('links an odd subject id to the page alone, and an unknown kind nowhere', () => {
    expect(dataReportSubjectPath('unit', '"><x')).toBe('/unit-stats');
    expect(dataReportSubjectPath('rule-section', 'a b')).toBe('/rules');
    expect(dataReportSubjectPath('mission', undefined)).toBe('/missions');
    expect(dataReportSubjectPath('faction', 'orcs')).toBeNull();
  });
});
