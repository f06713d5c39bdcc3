import { Flag } from 'lucide-react';
import type { Mission } from '../../../../domain/missions/mission-schema';
import { useGameTranslation } from '../i18n';

/** The mission's setup and special rules, folded away until asked for. */
export function MissionNotes({ mission }: { mission: Mission }) {
  const { t, language } = useGameTranslation();
  return (
    <details className="rounded-xl border border-line bg-surface p-4">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-lg font-semibold">
        <Flag aria-hidden="true" className="size-5 text-gold" />
        {t('deployment.missionSetup', { mission: mission.name[language] })}
      </summary>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
        {[...mission.setup, ...mission.special].map((line, index) => (
          <li key={index}>{line[language]}</li>
        ))}
      </ul>
    </details>
  );
}
