import { Check, Circle, Swords } from 'lucide-react';
import { Button } from '../../../ui/button';
import { useGameTranslation } from '../i18n';
import { isReady, type setupChecklist } from './setup-checklist';
import { PanelCard } from '../../../ui/panel-card';

interface SetupReadyProps {
  checklist: ReturnType<typeof setupChecklist>;
  readOnly: boolean;
  disabled: boolean;
  onStart: () => void;
}

/** What is done and what is still needed, and the button that starts deployment. */
export function SetupReady({ checklist, readOnly, disabled, onStart }: SetupReadyProps) {
  const { t } = useGameTranslation();
  return (
    <PanelCard heading={t('setup.readyHeading')}>
      <ul className="flex flex-col gap-1">
        {(['players', 'factions', 'mission'] as const).map((item) => (
          <li key={item} className="flex items-center gap-2">
            {checklist[item] ? (
              <Check aria-hidden="true" className="size-5 text-legal" />
            ) : (
              <Circle aria-hidden="true" className="size-5 text-steel" />
            )}
            <span className={checklist[item] ? '' : 'text-steel'}>
              {t(`setup.check.${item}`)}
              <span className="sr-only"> {checklist[item] ? t('setup.done') : t('setup.todo')}</span>
            </span>
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <Button
          variant="primary"
          className="min-h-14 text-lg"
          disabled={!isReady(checklist) || disabled}
          onClick={onStart}
        >
          <Swords aria-hidden="true" className="size-5" />
          {t('setup.startDeployment')}
        </Button>
      )}
    </PanelCard>
  );
}
