import { Minus, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { GAME_LIMITS } from '../../../../domain/game/game-state';
import { Button } from '../../../ui/button';
import { useGameTranslation } from '../i18n';

/** A count with less and more buttons, and the points it is worth. */
export function Stepper({
  label,
  note,
  value,
  points,
  disabled,
  onChange,
}: {
  label: string;
  /** Shown under the label, outside the group's name. */
  note?: ReactNode;
  value: number;
  points: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useGameTranslation();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-line bg-raised px-3 py-2">
      <p id={labelId}>{label}</p>
      {note}
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label={t('scoring.less')}
          disabled={disabled || value <= 0}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden="true" className="size-5" />
        </Button>
        <output className="min-w-10 text-center text-2xl font-semibold tabular-nums">{value}</output>
        <Button
          variant="secondary"
          aria-label={t('scoring.more')}
          disabled={disabled || value >= GAME_LIMITS.score}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" className="size-5" />
        </Button>
        <span className="ml-auto font-semibold text-gold">{t('scoring.points', { points })}</span>
      </div>
    </div>
  );
}
