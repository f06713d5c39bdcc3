import { describe, expect, it } from 'vitest';
import { setUpGame } from '../../../../../test/fixtures/game';
import { asGameId, emptyGame } from '../../../../domain/game/game-state';
import { startBattleCommands } from './start-battle';

describe('starting the battle', () => {
  it('starts round one with the initiative chosen at setup, else the roll-off winner, else seat one', () => {
    const state = setUpGame('deployment');
    const first = (playerId: string) => [
      { type: 'set_phase', phase: 'game' },
      { type: 'start_turn', turnNumber: 1, activePlayerId: playerId },
    ];
    expect(startBattleCommands({ ...state, initialInitiativePlayerId: 'p2' })).toEqual(first('p2'));
    expect(startBattleCommands({ ...state, initialInitiativePlayerId: null, rollOffWinner: 'p2' })).toEqual(
      first('p2'),
    );
    expect(startBattleCommands({ ...state, initialInitiativePlayerId: null, rollOffWinner: null })).toEqual(
      first('p1'),
    );
  });

  it('starts nothing without players', () => {
    expect(startBattleCommands(emptyGame(asGameId('g1')))).toBeNull();
  });
});
