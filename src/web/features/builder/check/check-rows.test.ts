import { describe, expect, it } from 'vitest';
import { MAX_CHECKED_LISTS, type CheckedList } from '../../../../contracts/lists';
import { i18n } from '../../../lib/i18n';
import '../i18n';
import { legalCount, pastedLinks, pastedProblem, rowOf, withOrigin } from './check-rows';

const t = i18n.getFixedT('en', 'builder');
const verdict = (legal: boolean) => ({ legal, points: 290, limit: 300, dataVersion: 'v1', issues: [] });
const ok = (overrides: Partial<Extract<CheckedList, { status: 'ok' }>> = {}): CheckedList => ({
  status: 'ok',
  link: 'https://rookery.test/l/abc',
  code: 'abc',
  name: 'Raiders',
  player: null,
  factionId: 'northern-tribes',
  points: 290,
  gameSize: 300,
  tournament: false,
  verdict: verdict(true),
  ...overrides,
});

describe('the organiser’s check', () => {
  it('reads one link a line, leaving out blank lines and spaces', () => {
    expect(pastedLinks(' a \r\n\n  b\n   \n')).toEqual(['a', 'b']);
  });

  it('refuses nothing pasted and more lists than the server takes', () => {
    expect(pastedProblem([])).toEqual({ key: 'check.empty' });
    const many = Array.from({ length: MAX_CHECKED_LISTS + 1 }, (_, index) => String(index));
    expect(pastedProblem(many)).toEqual({ key: 'check.tooMany', count: many.length, limit: MAX_CHECKED_LISTS });
    expect(pastedProblem(['a'])).toBeNull();
  });

  it('words a checked list as a row, the player first, and a failed one by what was pasted', () => {
    expect(rowOf(ok({ player: 'Aldara' }), t, 'en')).toEqual({
      who: 'Aldara',
      faction: 'Northern Tribes',
      points: '290',
      gameSize: '300',
      legal: t('check.legal'),
      issues: '0',
      link: '/shared-list/abc',
    });
    expect(rowOf(ok({ gameSize: null, name: '' }), t, 'en')).toMatchObject({ who: t('list.untitled'), gameSize: '?' });
    expect(rowOf({ status: 'unknown', link: 'what?' }, t, 'en')).toEqual({
      who: 'what?',
      faction: '',
      points: '',
      gameSize: '',
      legal: t('check.unknown'),
      issues: '',
      link: '',
    });
  });

  it('counts the legal lists and makes links whole for the download', () => {
    expect(legalCount([ok(), ok({ verdict: verdict(false) }), { status: 'broken', link: 'x', reason: 'r' }])).toBe(1);
    const rows = [rowOf(ok(), t, 'en'), rowOf({ status: 'unknown', link: 'x' }, t, 'en')];
    expect(withOrigin(rows, 'https://rookery.test').map((row) => row.link)).toEqual([
      'https://rookery.test/shared-list/abc',
      '',
    ]);
  });
});
