import type { TFunction } from 'i18next';
import type { GameEvent, GameState } from '../../../domain/game/game-state';
import { objectiveSlots } from '../../../domain/game/scoring';
import type { GameNames } from './names';
import { objectiveLabel } from './objective-label';

/** One line of the game log: what a recorded command did, in words. */
export function describeEvent(event: GameEvent, state: GameState, names: GameNames, t: TFunction<'game'>): string {
  const player = (id: string | null | undefined) => names.player(id ? state.players[id] : undefined) || '—';
  const unit = (id: string) => {
    const found = state.units[id];
    return found ? names.unit(found.unitId) : id;
  };
  const command = event.command;
  switch (command.type) {
    case 'set_player':
      return t('events.set_player', {
        player: command.player.name || t('player.unnamed', { seat: command.player.seat }),
      });
    case 'remove_player':
      return t('events.remove_player', { player: player(command.playerId) });
    case 'claim_seat':
      return t('events.claim_seat', { player: player(command.playerId) });
    case 'set_mission': {
      const mission = names.mission?.id === command.mission.missionId ? names.mission : undefined;
      return t('events.set_mission', { mission: mission?.name[names.language] ?? command.mission.missionId });
    }
    case 'set_roll_off_winner':
      return command.playerId
        ? t('events.set_roll_off_winner', { player: player(command.playerId) })
        : t('events.cleared');
    case 'set_first_to_deploy':
      return command.playerId
        ? t('events.set_first_to_deploy', { player: player(command.playerId) })
        : t('events.cleared');
    case 'set_initial_initiative':
      return command.playerId
        ? t('events.set_initial_initiative', { player: player(command.playerId) })
        : t('events.cleared');
    case 'set_phase':
      return t('events.set_phase', { phase: t(`phases.${command.phase}`) });
    case 'deploy_unit':
      return t(command.deployed ? 'events.deployed' : 'events.undeployed', { unit: unit(command.unitId) });
    case 'start_turn':
      return t('events.start_turn', { round: command.turnNumber, player: player(command.activePlayerId) });
    case 'end_turn':
      return t('events.end_turn', { round: command.turnNumber });
    case 'complete_turn':
      return t('events.complete_turn', { round: command.turnNumber });
    case 'complete_activation':
      return command.unitId
        ? t('events.activation_unit', { player: player(command.playerId), unit: unit(command.unitId) })
        : t('events.activation', { player: player(command.playerId) });
    case 'set_unit_state':
      if (command.destroyed === true) return t('events.destroyed', { unit: unit(command.unitId) });
      if (command.destroyed === false) return t('events.restored', { unit: unit(command.unitId) });
      return t('events.casualties', { unit: unit(command.unitId), casualties: command.casualties ?? 0 });
    case 'set_objective': {
      const slot = names.mission
        ? objectiveSlots(names.mission).find((each) => each.id === command.objectiveId)
        : undefined;
      const objective = slot ? objectiveLabel(slot, state, names) : command.objectiveId;
      return command.playerId
        ? t('events.objective_taken', { player: player(command.playerId), objective })
        : t('events.objective_free', { objective });
    }
    case 'update_score':
      return t('events.update_score', { player: player(command.playerId), score: command.score });
    case 'set_final_points':
      return t('events.set_final_points', {
        player: player(command.playerId),
        mission: command.mission,
        feat: command.feat,
      });
    case 'add_note':
      return t('events.note', { text: command.text.trim() });
  }
}
