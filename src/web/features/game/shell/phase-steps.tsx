import { GAME_PHASES, type GamePhase } from '../../../../domain/game/game-state';
import { useGameTranslation } from '../i18n';

/** The five phases of a game, the current one marked, those before it filled in. */
export function PhaseSteps({ current: phase }: { current: GamePhase }) {
  const { t } = useGameTranslation();
  const current = GAME_PHASES.indexOf(phase);
  return (
    <nav aria-label={t('shell.phases')}>
      <ol className="grid grid-cols-5 gap-1">
        {GAME_PHASES.map((phase, index) => (
          <li
            key={phase}
            aria-current={index === current ? 'step' : undefined}
            className="flex flex-col gap-1 text-xs text-steel aria-[current=step]:font-semibold aria-[current=step]:text-gold md:text-sm"
          >
            <span
              aria-hidden="true"
              className={`h-1.5 rounded-full ${index < current ? 'bg-gold/60' : index === current ? 'bg-gold' : 'bg-line'}`}
            />
            <span className={index === current ? '' : 'max-md:sr-only'}>{t(`phases.${phase}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
