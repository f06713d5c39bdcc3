import { ChevronDown, Dices, Link2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../../ui/toast';
import { missionCatalogue } from '../../../data/missions';
import { normaliseLanguage, type Language } from '../../../domain/i18n/language';
import type { Feat, Mission, VpRule } from '../../../domain/missions/mission-schema';
import {
  generateScenario,
  makeSeed,
  readScenarioParams,
  scenarioName,
  scenarioSearchParams,
  type ScenarioFilters,
} from '../../../domain/missions/scenario';
import { addNamespace } from '../../lib/i18n';
import { useOrigin } from '../../lib/use-origin';
import en from '../../i18n/missions/en.json';
import es from '../../i18n/missions/es.json';
import fr from '../../i18n/missions/fr.json';
import { buttonStyles } from '../../ui/button-styles';
import { ItemActions } from '../../ui/item-actions';

addNamespace('missions', { en, es, fr });

const { missions, feats, words } = missionCatalogue;

function KindBadge({ kind }: { kind: Mission['kind'] }) {
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

function ScoringList({ rules, language }: { rules: VpRule[]; language: Language }) {
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

function MissionDetails({ mission, language, open }: { mission: Mission; language: Language; open: boolean }) {
  const { t } = useTranslation('missions');
  const turns = mission.structure.turnsPerRound.every((count) => count === mission.structure.turnsPerRound[0])
    ? String(mission.structure.turnsPerRound[0])
    : mission.structure.turnsPerRound.join(', ');
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

function FeatDetails({ feat, language, open }: { feat: Feat; language: Language; open: boolean }) {
  return (
    <details
      id={`feat-${feat.id}`}
      open={open}
      className="group scroll-mt-24 rounded-xl border border-line bg-surface/80"
    >
      <summary className="flex min-h-11 cursor-pointer items-center p-4">
        <h3 className="text-lg">{feat.name[language]}</h3>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-5 text-steel transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <p>{feat.summary[language]}</p>
        <ScoringList rules={feat.vpRules} language={language} />
      </div>
    </details>
  );
}

function ScenarioGenerator({ language }: { language: Language }) {
  const { t } = useTranslation('missions');
  const [params, setParams] = useSearchParams();
  const shared = readScenarioParams(params);
  const [filters, setFilters] = useState<ScenarioFilters>(shared?.filters ?? { official: true, community: false });
  const scenario = useMemo(
    () => (shared ? generateScenario({ seed: shared.seed, filters: shared.filters, missions, feats, words }) : null),
    [shared?.seed, shared?.filters.official, shared?.filters.community], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const generate = () => {
    const seed = makeSeed(Math.random);
    setParams(scenarioSearchParams(seed, filters), { preventScrollReset: true });
  };
  const origin = useOrigin();
  const link = shared ? `${origin}/missions?${scenarioSearchParams(shared.seed, shared.filters)}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('generator.linkCopied'));
    } catch {
      toast.error(t('generator.linkCopyFailed'));
    }
  };
  const mission = scenario && 'missionId' in scenario ? missions.find((m) => m.id === scenario.missionId) : undefined;
  const feat = scenario && 'featId' in scenario ? feats.find((f) => f.id === scenario.featId) : undefined;
  const noKind = !filters.official && !filters.community;

  return (
    <section
      aria-labelledby="generator-title"
      className="flex flex-col gap-3 rounded-xl border border-gold/40 bg-surface p-4 md:p-5"
    >
      <h2 id="generator-title" className="text-2xl">
        {t('generator.title')}
      </h2>
      <p className="text-steel">{t('generator.intro')}</p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {(['official', 'community'] as const).map((kind) => (
          <label key={kind} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-gold"
              checked={filters[kind]}
              onChange={(event) => setFilters((current) => ({ ...current, [kind]: event.target.checked }))}
            />
            {t(kind === 'official' ? 'generator.includeOfficial' : 'generator.includeCommunity')}
          </label>
        ))}
        <button type="button" className={buttonStyles.primary} onClick={generate} disabled={noKind}>
          <Dices aria-hidden="true" className="size-5" />
          {shared ? t('generator.again') : t('generator.generate')}
        </button>
      </div>
      {noKind ? (
        <p role="alert" className="text-warn">
          {t('generator.noMissions')}
        </p>
      ) : null}
      {scenario && 'problem' in scenario ? (
        <p role="alert" className="text-warn">
          {t('generator.noMissions')}
        </p>
      ) : null}
      {scenario && 'missionId' in scenario && mission && feat ? (
        <div aria-live="polite" className="flex flex-col gap-2 rounded-lg border border-line bg-raised/60 p-4">
          <h3 className="text-xl" data-testid="scenario-name">
            {scenarioName(scenario, words, language)}
          </h3>
          <p>
            <span className="text-steel">{t('generator.mission')}: </span>
            <a href={`#${mission.id}`} className="underline">
              {mission.name[language]}
            </a>{' '}
            <KindBadge kind={mission.kind} />
          </p>
          <p>
            <span className="text-steel">{t('generator.feat')}: </span>
            <a href={`#feat-${feat.id}`} className="underline">
              {feat.name[language]}
            </a>
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
              <Link2 aria-hidden="true" className="size-4" />
              {t('generator.copyLink')}
            </button>
            <a href={link} className="text-sm break-all underline">
              {t('generator.openLink')}
            </a>
          </div>
        </div>
      ) : null}
    </section>
  );
}

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
