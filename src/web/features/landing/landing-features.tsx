import { BookOpenText, Dices, Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'builder', icon: Hammer },
  { key: 'rules', icon: BookOpenText },
  { key: 'play', icon: Dices },
] as const;

export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {FEATURES.map(({ key, icon: Icon }) => (
        <li key={key} className="rounded-xl border border-line bg-surface/80 p-4">
          <h2 className="flex items-center gap-2 text-lg">
            <Icon aria-hidden="true" className="size-5" />
            {t(`landing.features.${key}Title`)}
          </h2>
          <p className="mt-1 text-steel">{t(`landing.features.${key}Body`)}</p>
        </li>
      ))}
    </ul>
  );
}
