import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/i18n/language';
import type { Mission } from '../../../domain/missions/mission-schema';
import { ItemActions } from '../../ui/item-actions';
import './i18n';
import { KindBadge } from './kind-badge';
import { turnsText } from './mission-text';
import { ScoringList } from './scoring-list';

/** One mission, folded: its length, setup, markers, special rules and scoring. */
export function MissionDetails({ mission, language, open }: { mission: Mission; language: Language; open: boolean }) {
  const { t } = useTranslation('missions');
  const turns = turnsText(mission.structure.turnsPerRound);
  return (
    <details id={mission.id} open={open} className="group scroll-mt-24 rounded-xl border border-line bg-surface/80">
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-2 p-4">
        <h3 className="text-lg">{mission.name[language]}</h3>
        <KindBadge kind={mission.kind} />
        {mission.author ? (
          <span className="text-sm text-steel">{t('designedBy', { author: mission.author })}</span>
        ) : null}
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <p>{mission.summary[language]}</p>
        <p className="text-sm text-steel">
          {t('length', { rounds: mission.structure.rounds, turns })}{' '}
          {mission.structure.endsWhenCompanyDestroyed ? t('endsEarly') : ''}
        </p>
        <h4 className="font-semibold text-gold">{t('setup')}</h4>
        <ul className="list-disc pl-6">
          {mission.setup.map((step, index) => (
            <li key={index}>{step[language]}</li>
          ))}
        </ul>
        {mission.markers.length ? (
          <>
            <h4 className="font-semibold text-gold">{t('markers')}</h4>
            <ul className="list-disc pl-6">
              {mission.markers.map((marker) => (
                <li key={marker.id}>
                  {t('markerCount', { count: marker.count, label: marker.label[language] })} ({t(`side.${marker.side}`)}
                  )
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {mission.special.length ? (
          <>
            <h4 className="font-semibold text-gold">{t('special')}</h4>
            <ul className="list-disc pl-6">
              {mission.special.map((rule, index) => (
                <li key={index}>{rule[language]}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h4 className="font-semibold text-gold">{t('scoring')}</h4>
        <ScoringList rules={mission.vpRules} language={language} />
        <ItemActions item={{ kind: 'mission', id: mission.id, title: mission.name[language] }} />
      </div>
    </details>
  );
}
