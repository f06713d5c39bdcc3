import { describe, expect, it } from 'vitest';
import { applyAll, playerInput, setUpGame } from '../../../../../test/fixtures/game';
import { asGameId, emptyGame } from '../../../../domain/game/game-state';
import { isReady, missingSeats, setupChecklist, startDeploymentCommands } from './setup-checklist';

describe('the setup checklist', () => {
  it('asks for two named players, their factions and a mission', () => {
    const empty = emptyGame(asGameId('g1'));
    expect(setupChecklist(empty)).toEqual({ players: false, factions: false, mission: false });
    const unnamed = applyAll(empty, [
      { type: 'set_player', player: playerInput(1) },
      { type: 'set_player', player: playerInput(2, { name: ' ', factionId: null }) },
    ]);
    expect(setupChecklist(unnamed)).toEqual({ players: false, factions: false, mission: false });
    expect(isReady(setupChecklist(unnamed))).toBe(false);
    expect(isReady(setupChecklist(setUpGame()))).toBe(true);
  });

  it('names the seats nobody holds yet', () => {
    const empty = emptyGame(asGameId('g1'));
    expect(missingSeats(empty)).toEqual([1, 2]);
    expect(missingSeats(applyAll(empty, [{ type: 'set_player', player: playerInput(2) }]))).toEqual([1]);
    expect(missingSeats(setUpGame())).toEqual([]);
  });

  it('lets the roll-off winner deploy first and take the initiative unless those were chosen', () => {
    const chosen = setUpGame();
    expect(startDeploymentCommands(chosen)).toEqual([{ type: 'set_phase', phase: 'deployment' }]);
    const open = { ...chosen, firstToDeployPlayerId: null, initialInitiativePlayerId: null, rollOffWinner: 'p2' };
    expect(startDeploymentCommands(open)).toEqual([
      { type: 'set_first_to_deploy', playerId: 'p2' },
      { type: 'set_initial_initiative', playerId: 'p2' },
      { type: 'set_phase', phase: 'deployment' },
    ]);
    expect(startDeploymentCommands({ ...open, rollOffWinner: null })[0]).toEqual({
      type: 'set_first_to_deploy',
      playerId: 'p1',
    });
  });
});
