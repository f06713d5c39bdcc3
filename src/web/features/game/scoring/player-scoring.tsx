import { Check, Flag } from 'lucide-react';
import type { Player } from '../../../../domain/game/game-state';
import { isFromTable, type SheetLine } from '../../../../domain/game/score-sheet';
import { ruleInput, rulePoints } from '../../../../domain/game/scoring';
import { useGameTranslation } from '../i18n';
import type { GameNames } from '../names';
import { PlayerCard } from '../player-card';
import { marksFromTable } from './sheet';
import { Stepper } from './stepper';

interface PlayerScoringProps {
  player: Player;
  names: GameNames;
  lines: SheetLine[];
  counts: Record<string, number>;
  extra: number;
  total: number;
  disabled: boolean;
  onCount: (key: string, value: number) => void;
  onExtra: (value: number) => void;
}

/** One player's side of the sheet: a toggle or a count per line, points entered by hand, the total. */
export function PlayerScoring({
  player,
  names,
  lines,
  counts,
  extra,
  total,
  disabled,
  onCount,
  onExtra,
}: PlayerScoringProps) {
  const markFromTable = marksFromTable(lines);
  const { t, language } = useGameTranslation();
  return (
    <PlayerCard
      player={player}
      names={names}
      heading="h3"
      figure={
        <p aria-live="polite" className="font-display text-2xl font-semibold text-gold tabular-nums">
          {t('scoring.points', { points: total })}
        </p>
      }
    >
      <ul className="flex flex-col gap-3">
        {lines.map((line) => {
          const value = counts[line.key] ?? 0;
          const description = `${line.key.startsWith('feat:') ? `${t('scoring.featPrefix')} ` : ''}${line.rule.description[language]}`;
          const fromTable =
            markFromTable && isFromTable(line) ? (
              <span className="inline-flex items-center gap-1 text-sm text-steel">
                <Flag aria-hidden="true" className="size-3.5 text-gold" />
                {t('scoring.fromTable')}
              </span>
            ) : null;
          return (
            <li key={line.key} className="flex flex-col gap-1.5">
              {ruleInput(line.rule, line.stage) === 'toggle' ? (
                <button
                  type="button"
                  aria-pressed={value > 0}
                  disabled={disabled}
                  onClick={() => onCount(line.key, value > 0 ? 0 : 1)}
                  className="flex min-h-12 w-full items-center gap-3 rounded-lg border-2 border-line bg-raised px-3 py-2 text-left aria-pressed:border-gold aria-pressed:bg-gold/15"
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-6 shrink-0 items-center justify-center rounded border-2 ${value > 0 ? 'border-gold bg-gold text-night' : 'border-steel'}`}
                  >
                    {value > 0 ? <Check className="size-4" /> : null}
                  </span>
                  <span className="mr-auto flex flex-col gap-0.5">
                    {description}
                    {fromTable}
                  </span>
                  <span className="shrink-0 font-semibold text-gold">+{rulePoints(line.rule, 1)}</span>
                </button>
              ) : (
                <Stepper
                  label={description}
                  note={fromTable}
                  value={value}
                  points={rulePoints(line.rule, value)}
                  disabled={disabled}
                  onChange={(next) => onCount(line.key, next)}
                />
              )}
            </li>
          );
        })}
        <li>
          <Stepper
            label={t('scoring.otherPoints')}
            value={extra}
            points={extra}
            disabled={disabled}
            onChange={onExtra}
          />
        </li>
      </ul>
    </PlayerCard>
  );
}
