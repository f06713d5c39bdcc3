import { useTranslation } from 'react-i18next';
import type { Mission } from '../../../domain/missions/mission-schema';
import './i18n';

/** Official or community, as a coloured badge. */
export function KindBadge({ kind }: { kind: Mission['kind'] }) {
  const { t } = useTranslation('missions');
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${
        kind === 'official' ? 'border-gold/60 text-gold-bright' : 'border-legal/60 text-legal'
      }`}
    >
      {t(kind)}
    </span>
  );
}
