import { describe, expect, it } from 'vitest';
import type { Turn } from '../../../../domain/game/game-state';
import { playStage } from './play-stage';

const turn = (overrides: Partial<Turn>): Turn => ({
  number: 1,
  activePlayer: null,
  activationsCompleted: {},
  events: [],
  completed: false,
  scores: null,
  alternatingPlayer: null,
  ...overrides,
});

describe('the play stage', () => {
  it('starts the first round before any turn', () => {
    expect(playStage(undefined, 3)).toEqual({ kind: 'start', round: 1 });
  });

  it('tracks a round in play, then waits for its scores', () => {
    const open = turn({ number: 2 });
    expect(playStage(open, 3)).toEqual({ kind: 'in_play', turn: open });
    const ended = turn({ number: 2, completed: true });
    expect(playStage(ended, 3)).toEqual({ kind: 'to_score', turn: ended });
  });

  it('starts the next round once a round is scored, until the last', () => {
    expect(playStage(turn({ number: 2, completed: true, scores: { p1: 1 } }), 3)).toEqual({ kind: 'start', round: 3 });
    expect(playStage(turn({ number: 3, completed: true, scores: { p1: 1 } }), 3)).toEqual({ kind: 'last_done' });
  });
});
