import { Shuffle } from 'lucide-react';
import { useId } from 'react';
import type { GameMission } from '../../../../domain/game/game-state';
import { generateScenario, makeSeed } from '../../../../domain/missions/scenario';
import { FEATS, MISSIONS, SCENARIO_WORDS } from '../../../../data/missions';
import { Button } from '../../../ui/button';
import { Select } from '../../../ui/select';
import { useGameTranslation } from '../i18n';
import { findFeat, findMission } from '../names';

interface MissionSetupProps {
  mission: GameMission | null;
  disabled: boolean;
  onChange: (mission: GameMission) => void;
}

/** Mission and feat from the missions data, chosen or drawn at random. */
export function MissionSetup({ mission, disabled, onChange }: MissionSetupProps) {
  const { t, language } = useGameTranslation();
  const headingId = useId();
  const chosen = findMission(mission?.missionId);
  const feat = findFeat(mission?.featId);

  const draw = () => {
    const scenario = generateScenario({
      seed: makeSeed(Math.random),
      filters: { official: true, community: true },
      missions: MISSIONS,
      feats: FEATS,
      words: SCENARIO_WORDS,
    });
    if ('missionId' in scenario) onChange({ missionId: scenario.missionId, featId: scenario.featId });
  };

  const official = MISSIONS.filter((each) => each.kind === 'official');
  const community = MISSIONS.filter((each) => each.kind === 'community');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-xl">
          {t('setup.missionHeading')}
        </h2>
        <Button variant="secondary" onClick={draw} disabled={disabled}>
          <Shuffle aria-hidden="true" className="size-5" />
          {t('setup.randomMission')}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          className="min-w-0"
          label={t('setup.mission')}
          value={mission?.missionId ?? ''}
          disabled={disabled}
          onValueChange={(missionId) => missionId && onChange({ missionId, featId: mission?.featId ?? null })}
        >
          <option value="">{t('setup.chooseMission')}</option>
          <optgroup label={t('setup.official')}>
            {official.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name[language]}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('setup.community')}>
            {community.map((each) => (
              <option key={each.id} value={each.id}>
                {t('setup.byAuthor', { mission: each.name[language], author: each.author ?? '' })}
              </option>
            ))}
          </optgroup>
        </Select>
        <Select
          className="min-w-0"
          label={t('setup.feat')}
          value={mission?.featId ?? ''}
          disabled={disabled || !mission}
          onValueChange={(featId) => mission && onChange({ missionId: mission.missionId, featId: featId || null })}
        >
          <option value="">{t('setup.noFeat')}</option>
          {FEATS.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name[language]}
            </option>
          ))}
        </Select>
      </div>
      {chosen ? (
        <div className="flex flex-col gap-1 rounded-lg bg-raised px-3 py-2">
          <p>{chosen.summary[language]}</p>
          <p className="text-sm text-steel">
            {t('setup.structure', {
              rounds: chosen.structure.rounds,
              turns: chosen.structure.turnsPerRound.join('/'),
            })}
          </p>
          {feat ? (
            <p className="text-sm">
              <span className="font-semibold">{feat.name[language]}:</span> {feat.summary[language]}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
