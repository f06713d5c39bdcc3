import { describe, expect, it } from 'vitest';
import { applyAll, commandClock, setUpGame } from '../../../test/fixtures/game';
import { winningAccount } from './result';

const accounts = { host: 'host-account', opponent: 'opponent-account' };

function finished(scores: { p1: number; p2: number }) {
  const clock = commandClock();
  return applyAll(
    setUpGame('game', clock),
    [
      { type: 'update_score', playerId: 'p1', score: scores.p1 },
      { type: 'update_score', playerId: 'p2', score: scores.p2 },
      { type: 'set_phase', phase: 'scoring' },
      { type: 'set_phase', phase: 'summary' },
    ],
    clock,
  );
}

describe('winningAccount', () => {
  it('gives the win to the account of the seat with the highest score', () => {
    expect(winningAccount(finished({ p1: 7, p2: 3 }), accounts)).toBe('host-account');
    expect(winningAccount(finished({ p1: 2, p2: 9 }), accounts)).toBe('opponent-account');
  });

  it('gives nobody a draw, an unfinished game or a seat nobody joined', () => {
    expect(winningAccount(finished({ p1: 5, p2: 5 }), accounts)).toBeNull();
    expect(winningAccount(setUpGame('game'), accounts)).toBeNull();
    expect(winningAccount(finished({ p1: 2, p2: 9 }), { host: 'host-account', opponent: null })).toBeNull();
  });
});
