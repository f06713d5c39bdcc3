import { Minus, Plus, Skull, Zap } from 'lucide-react';
import type { GameState, GameUnit } from '../../../../domain/game/game-state';
import { ACTIVATIONS_PER_TURN, GAME_LIMITS } from '../../../../domain/game/game-state';
import { activationsOf, currentTurn, unitStatus } from '../../../../domain/game/game-view';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { Button } from '../../../ui/button';

interface UnitDialogProps {
  state: GameState;
  unit: GameUnit | null;
  names: GameNames;
  readOnly: boolean;
  onClose: () => void;
  onActivate: (unit: GameUnit) => void;
  onState: (unit: GameUnit, changes: { casualties?: number; destroyed?: boolean }) => void;
}

/** A unit's sheet: activate it, count its casualties, mark it destroyed. */
export function UnitDialog({ state, unit, names, readOnly, onClose, onActivate, onState }: UnitDialogProps) {
  const { t } = useGameTranslation();
  const turn = currentTurn(state);
  if (!unit) return null;
  const owner = state.players[unit.playerId];
  const status = unitStatus(state, unit);
  const canActivate =
    !readOnly &&
    state.currentPhase === 'game' &&
    turn !== undefined &&
    !turn.completed &&
    status !== 'destroyed' &&
    status !== 'activated' &&
    activationsOf(turn, unit.playerId) < ACTIVATIONS_PER_TURN;
  return (
    <Dialog
      open
      title={names.unit(unit.unitId)}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-steel">
          {t('units.owner', { player: names.player(owner) })} · {t(`units.status.${status}`)}
        </p>
        {canActivate ? (
          <Button
            variant="primary"
            className="min-h-14 text-lg"
            onClick={() => {
              onActivate(unit);
              onClose();
            }}
          >
            <Zap aria-hidden="true" className="size-5" />
            {t('units.activate')}
          </Button>
        ) : null}
        <div className="flex flex-col gap-2">
          <p id={`${unit.id}-casualties`} className="font-semibold">
            {t('units.casualties')}
          </p>
          <div role="group" aria-labelledby={`${unit.id}-casualties`} className="flex items-center gap-3">
            <Button
              variant="secondary"
              aria-label={t('units.fewerCasualties')}
              disabled={readOnly || unit.casualties === 0}
              onClick={() => onState(unit, { casualties: unit.casualties - 1 })}
            >
              <Minus aria-hidden="true" className="size-5" />
            </Button>
            <output aria-live="polite" className="min-w-12 text-center text-3xl font-semibold tabular-nums">
              {unit.casualties}
            </output>
            <Button
              variant="secondary"
              aria-label={t('units.moreCasualties')}
              disabled={readOnly || unit.casualties >= GAME_LIMITS.casualties}
              onClick={() => onState(unit, { casualties: unit.casualties + 1 })}
            >
              <Plus aria-hidden="true" className="size-5" />
            </Button>
          </div>
        </div>
        <button
          type="button"
          aria-pressed={unit.destroyed}
          disabled={readOnly}
          className={`${unit.destroyed ? buttonStyles.danger : buttonStyles.secondary} min-h-12`}
          onClick={() => onState(unit, { destroyed: !unit.destroyed })}
        >
          <Skull aria-hidden="true" className="size-5" />
          {t('units.destroyed')}
        </button>
      </div>
    </Dialog>
  );
}
