import { Dices } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { missionCatalogue } from '../../../data/missions';
import type { Language } from '../../../domain/i18n/language';
import {
  generateScenario,
  makeSeed,
  readScenarioParams,
  scenarioSearchParams,
  type ScenarioFilters,
} from '../../../domain/missions/scenario';
import { useOrigin } from '../../lib/use-origin';
import { Button } from '../../ui/button';
import './i18n';
import { scenarioParts } from './mission-text';
import { ScenarioResult } from './scenario-result';
import { Checkbox } from '../../ui/checkbox';

const { missions, feats, words } = missionCatalogue;

/** A random mission and feat (official, community or both), kept in the address to share. */
export function ScenarioGenerator({ language }: { language: Language }) {
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
  const { mission, feat } = scenarioParts(scenario, missions, feats);
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
          <Checkbox
            key={kind}
            label={t(kind === 'official' ? 'generator.includeOfficial' : 'generator.includeCommunity')}
            checked={filters[kind]}
            onCheckedChange={(checked) => setFilters((current) => ({ ...current, [kind]: checked }))}
          />
        ))}
        <Button variant="primary" onClick={generate} disabled={noKind}>
          <Dices aria-hidden="true" className="size-5" />
          {shared ? t('generator.again') : t('generator.generate')}
        </Button>
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
        <ScenarioResult scenario={scenario} mission={mission} feat={feat} link={link} language={language} />
      ) : null}
    </section>
  );
}
