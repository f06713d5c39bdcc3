import { describe, expect, it } from 'vitest';
import { missionCatalogue } from '../../../data/missions';
import { scenarioParts, turnsText } from './mission-text';

const { missions, feats } = missionCatalogue;

describe('mission text', () => {
  it('says one number when every round has as many turns, else each', () => {
    expect(turnsText([5, 5, 5])).toBe('5');
    expect(turnsText([4, 5, 6])).toBe('4, 5, 6');
  });

  it('finds the drawn mission and feat, and none for a problem or nothing drawn', () => {
    const [mission] = missions;
    const [feat] = feats;
    expect(scenarioParts({ missionId: mission!.id, featId: feat!.id }, missions, feats)).toEqual({ mission, feat });
    expect(scenarioParts({ problem: 'no_missions' }, missions, feats)).toEqual({ mission: undefined, feat: undefined });
    expect(scenarioParts(null, missions, feats)).toEqual({ mission: undefined, feat: undefined });
  });
});
