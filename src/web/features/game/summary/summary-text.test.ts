import { describe, expect, it } from 'vitest';
import { setUpGame } from '../../../../../test/fixtures/game';
import { i18n } from '../../../lib/i18n';
import '../i18n';
import { findFeat, findMission, type GameNames } from '../names';
import { durationText, summaryText } from './summary-text';

const t = i18n.getFixedT('en', 'game');

const names: GameNames = {
  unit: (unitId) => unitId,
  faction: (factionId) => (factionId === 'northern-tribes' ? 'Northern Tribes' : 'Embersig'),
  factionColour: () => 'red',
  player: (player) => player?.name ?? '',
  mission: undefined,
  feat: undefined,
  language: 'en',
};

describe('the summary as text', () => {
  it('says how long the game took', () => {
    expect(durationText(null, t)).toBe(t('summary.noDuration'));
    expect(durationText(42 * 60_000, t)).toBe(t('summary.durationMinutes', { minutes: 42 }));
    expect(durationText(95 * 60_000, t)).toBe(t('summary.durationHours', { hours: 1, minutes: 35 }));
  });

  it('names the mission, both sides with their score, the result, and the link', () => {
    const state = setUpGame('game');
    const mission = findMission('consolidated-progress');
    const feat = findFeat('track');
    const text = summaryText(state, { ...names, mission, feat }, t, 'https://example.test/g/1').split('\n');
    expect(text[0]).toBe(t('summary.text.missionFeat', { mission: mission!.name.en, feat: feat!.name.en }));
    expect(text[1]).toBe('Aldara (Northern Tribes) 0 – 0 Bruk (Embersig)');
    expect(text).toContain(t('summary.draw'));
    expect(text.at(-1)).toBe('https://example.test/g/1');
  });

  it('says only that it was a game when there is no mission, and leaves the link out when there is none', () => {
    const text = summaryText(setUpGame('game'), names, t, null).split('\n');
    expect(text[0]).toBe(t('summary.text.game'));
    expect(text.some((each) => each.startsWith('http'))).toBe(false);
  });
});
