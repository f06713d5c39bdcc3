import type { ArmyList } from '../../../../domain/army/army-list';

type GameSize = ArmyList['gameSize'];

/** Points a custom size starts with when none was typed. */
export const DEFAULT_CUSTOM_POINTS = 300;
const MAX_CUSTOM_POINTS = 10_000;

/** The size picked in the list: a preset by its id, or custom with the points typed (else the default). */
export function chosenGameSize(value: string, customText: string): GameSize {
  if (value !== 'custom') return { kind: 'preset', presetId: value };
  return { kind: 'custom', points: Number(customText) || DEFAULT_CUSTOM_POINTS };
}

/** The custom points typed, or `null` while they are not a size a list can have. */
export function customPoints(text: string): number | null {
  const points = Math.trunc(Number(text));
  return points >= 1 && points <= MAX_CUSTOM_POINTS ? points : null;
}
