import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/i18n/language';
import type { VpRule } from '../../../domain/missions/mission-schema';
import './i18n';

/** How a mission or feat scores: points, when, and at most how often. */
export function ScoringList({ rules, language }: { rules: VpRule[]; language: Language }) {
  const { t } = useTranslation('missions');
  return (
    <ul className="flex flex-col gap-2">
      {rules.map((rule) => (
        <li key={rule.id} className="rounded-lg bg-raised/60 p-2">
          <span className="font-semibold text-gold-bright">
            {t('points', { count: rule.points })}
            {rule.perUnit ? ` ${t('perUnit')}` : ''}
          </span>
          <span className="ml-2 text-sm text-steel">{t(`timing.${rule.timing}`)}</span>
          <span className="block">{rule.description[language]}</span>
          {rule.maxPerGame ? (
            <span className="block text-sm text-steel">{t('maxPerGame', { count: rule.maxPerGame })}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
