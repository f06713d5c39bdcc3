import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { missionCatalogue } from '../../../data/missions';
import { normaliseLanguage } from '../../../domain/i18n/language';
import { FeatDetails } from './feat-details';
import './i18n';
import { MissionDetails } from './mission-details';
import { ScenarioGenerator } from './scenario-generator';

const { missions, feats } = missionCatalogue;

/** The missions page: the generator, then every mission (official first) and every feat. */
export function MissionsView() {
  const { t, i18n } = useTranslation('missions');
  const language = normaliseLanguage(i18n.language);
  const { hash } = useLocation();
  const target = decodeURIComponent(hash.slice(1));

  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView();
  }, [target]);

  const groups = [
    { kind: 'official' as const, title: t('officialMissions') },
    { kind: 'community' as const, title: t('communityMissions') },
  ];
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl md:text-4xl">{t('title')}</h1>
        <p className="text-steel">{t('intro')}</p>
      </header>
      <ScenarioGenerator language={language} />
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`${group.kind}-missions`} className="flex flex-col gap-3">
          <h2 id={`${group.kind}-missions`} className="text-2xl">
            {group.title}
          </h2>
          {missions
            .filter((mission) => mission.kind === group.kind)
            .map((mission) => (
              <MissionDetails key={mission.id} mission={mission} language={language} open={target === mission.id} />
            ))}
        </section>
      ))}
      <section aria-labelledby="feats-title" className="flex flex-col gap-3">
        <h2 id="feats-title" className="text-2xl">
          {t('feats')}
        </h2>
        {feats.map((feat) => (
          <FeatDetails key={feat.id} feat={feat} language={language} open={target === `feat-${feat.id}`} />
        ))}
      </section>
    </div>
  );
}
