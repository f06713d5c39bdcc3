import type { GameUnit } from '../../../../domain/game/game-state';
import { unitStatus } from '../../../../domain/game/game-view';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import type { GameSession } from '../session';

const STATUS_STYLE = {
  active: 'border-line',
  activated: 'border-gold/60 bg-gold/10',
  wounded: 'border-warn/60',
  destroyed: 'border-danger/70 opacity-70 line-through',
} as const;

/** A unit in a player's list, styled by its state; opens its sheet. */
export function UnitRow({
  unit,
  names,
  onOpen,
  state,
}: {
  unit: GameUnit;
  names: GameNames;
  onOpen: (id: string) => void;
  state: GameSession['state'];
}) {
  const { t } = useGameTranslation();
  const status = unitStatus(state, unit);
  return (
    <button
      type="button"
      onClick={() => onOpen(unit.id)}
      className={`flex min-h-11 w-full items-center gap-2 rounded-lg border-2 bg-raised px-3 py-1.5 text-left ${STATUS_STYLE[status]}`}
    >
      <span className="mr-auto min-w-0 font-semibold break-words">{names.unit(unit.unitId)}</span>
      {unit.casualties > 0 && !unit.destroyed ? (
        <span className="shrink-0 rounded bg-warn/20 px-1.5 text-sm text-warn no-underline">
          {t('units.casualtyCount', { casualties: unit.casualties })}
        </span>
      ) : null}
      <span className="shrink-0 text-sm text-steel">{t(`units.status.${status}`)}</span>
    </button>
  );
}
