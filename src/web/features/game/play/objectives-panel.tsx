import { Flag } from 'lucide-react';
import { useId } from 'react';
import type { GameState } from '../../../../domain/game/game-state';
import { playersBySeat } from '../../../../domain/game/reducer';
import { objectiveSlots } from '../../../../domain/game/scoring';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { objectiveLabel } from '../objective-label';
import { PanelCard } from '../../../ui/panel-card';

interface ObjectivesPanelProps {
  state: GameState;
  names: GameNames;
  disabled: boolean;
  onChange: (objectiveId: string, playerId: string | null) => void;
}

/** Who controls each of the mission's objective markers. */
export function ObjectivesPanel({ state, names, disabled, onChange }: ObjectivesPanelProps) {
  const { t } = useGameTranslation();
  const headingId = useId();
  if (!names.mission) return null;
  const slots = objectiveSlots(names.mission);
  if (slots.length === 0) return null;
  const players = playersBySeat(state);
  return (
    <PanelCard icon={Flag} heading={t('objectives.heading')} id={headingId}>
      <ul className="flex flex-col gap-3">
        {slots.map((slot) => {
          const holder = state.objectives[slot.id] ?? null;
          const options = [
            ...players.map((player) => ({
              id: player.id,
              label: names.player(player),
              colour: names.factionColour(player.factionId),
            })),
            { id: null, label: t('objectives.nobody'), colour: null },
          ];
          return (
            <li key={slot.id}>
              <fieldset disabled={disabled}>
                <legend className="mb-1.5 font-semibold">{objectiveLabel(slot, state, names)}</legend>
                <div className="grid grid-cols-3 gap-1.5">
                  {options.map((option) => (
                    <label
                      key={option.id ?? 'none'}
                      className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg border-2 border-line bg-raised px-2 text-center text-sm font-semibold has-checked:border-gold has-checked:bg-gold/15 has-focus-visible:outline-2 has-focus-visible:outline-gold-bright has-disabled:cursor-not-allowed"
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={`${headingId}-${slot.id}`}
                        checked={holder === option.id}
                        onChange={() => onChange(slot.id, option.id)}
                      />
                      {option.colour ? (
                        <span
                          aria-hidden="true"
                          className="size-2.5 shrink-0 rounded-full"
                          style={{ background: option.colour }}
                        />
                      ) : null}
                      <span className="min-w-0 truncate">{option.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </PanelCard>
  );
}
