import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { missionCatalogue } from '../../../data/missions';
import type { Language } from '../../../domain/i18n/language';
import type { Feat, Mission } from '../../../domain/missions/mission-schema';
import { scenarioName, type Scenario } from '../../../domain/missions/scenario';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import './i18n';
import { KindBadge } from './kind-badge';

interface ScenarioResultProps {
  scenario: Scenario;
  mission: Mission;
  feat: Feat;
  /** The address that opens this scenario again. */
  link: string;
  language: Language;
}

/** The scenario drawn: its name, mission and feat (each a link below), and its link to share. */
export function ScenarioResult({ scenario, mission, feat, link, language }: ScenarioResultProps) {
  const { t } = useTranslation('missions');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('generator.linkCopied'));
    } catch {
      toast.error(t('generator.linkCopyFailed'));
    }
  };
  return (
    <div aria-live="polite" className="flex flex-col gap-2 rounded-lg border border-line bg-raised/60 p-4">
      <h3 className="text-xl" data-testid="scenario-name">
        {scenarioName(scenario, missionCatalogue.words, language)}
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
        <Button variant="secondary" icon={Link2} onClick={() => void copy()}>
          {t('generator.copyLink')}
        </Button>
        <a href={link} className="text-sm break-all underline">
          {t('generator.openLink')}
        </a>
      </div>
    </div>
  );
}
