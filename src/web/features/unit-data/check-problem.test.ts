import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { checkProblem } from './check-problem';
import './i18n';

const t = i18n.getFixedT('en', 'unit-data');

describe('checkProblem', () => {
  it('names a too large sheet and a lost connection in words of their own', () => {
    expect(checkProblem(new ApiRequestError(413, 'payload_too_large', 'Too large'), t)).toBe(t('issues.csv.too_large'));
    expect(checkProblem(new ApiRequestError(0, 'network', 'offline'), t)).toBe(t('upload.network'));
  });

  it("says the sheet's own problem through its issue text, and anything else as it is", () => {
    const sheet = checkProblem(new ApiRequestError(400, 'csv.empty', 'Empty'), t);
    expect(sheet).not.toBe('Empty');
    expect(sheet.length).toBeGreaterThan(0);
    expect(checkProblem(new Error('boom'), t)).toBe('boom');
    expect(checkProblem('plain', t)).toBe('plain');
  });
});
