import { Check } from 'lucide-react';
import type { Player } from '../../../../domain/game/game-state';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { PlayerCard } from '../player-card';
import type { GameSession } from '../session';
import { unitGroups } from '../units';

interface PlayerDeploymentProps {
  player: Player;
  session: GameSession;
  names: GameNames;
  disabled: boolean;
  onToggle: (unitId: string, deployed: boolean) => void;
}

/** One player's units, each marked deployed or not with a press. */
export function PlayerDeployment({ player, session, names, disabled, onToggle }: PlayerDeploymentProps) {
  const { t } = useGameTranslation();
  const groups = unitGroups(session.state, player.id);
  const deployed = groups.filter((group) => group.unit.deployed).length;
  return (
    <PlayerCard
      player={player}
      names={names}
      heading="h2"
      figure={<p className="text-steel tabular-nums">{t('deployment.count', { deployed, total: groups.length })}</p>}
    >
      {groups.length === 0 ? <p className="text-steel">{t('deployment.noUnits')}</p> : null}
      <ul className="flex flex-col gap-2">
        {groups.map(({ unit, joined }) => (
          <li key={unit.id}>
            <button
              type="button"
              aria-pressed={unit.deployed}
              disabled={disabled}
              onClick={() => onToggle(unit.id, !unit.deployed)}
              className="flex min-h-12 w-full items-center gap-3 rounded-lg border-2 border-line bg-raised px-3 py-2 text-left aria-pressed:border-legal/70 aria-pressed:bg-legal/10 disabled:cursor-not-allowed"
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 ${unit.deployed ? 'border-legal bg-legal text-night' : 'border-steel'}`}
              >
                {unit.deployed ? <Check className="size-4" /> : null}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{names.unit(unit.unitId)}</span>
                {joined.length ? (
                  <span className="text-sm text-steel">
                    {t('units.joinedBy', { names: joined.map((each) => names.unit(each.unitId)).join(', ') })}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </PlayerCard>
  );
}
