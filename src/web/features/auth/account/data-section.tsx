import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../../lib/download';
import { Button } from '../../../ui/button';
import { exportAccount } from '../api/export-account';
import { useToastAction } from '../use-toast-action';
import { SettingsSection } from './settings-section';

/** Saves the server's copy of the member's data as a JSON file (promised by the privacy policy). */
export function DataSection() {
  const { t } = useTranslation('auth');
  const { pending, run } = useToastAction();

  const download = () =>
    run(
      async () => {
        const data = await exportAccount();
        downloadText(JSON.stringify(data, null, 2), `rookery-data-${data.profile.wab_id}.json`, 'application/json');
      },
      { done: t('data.exported'), failed: t('data.exportFailed'), log: 'Exporting account data failed' },
    );

  return (
    <SettingsSection title={t('data.title')} intro={t('data.intro')}>
      <Button
        variant="secondary"
        className="self-start"
        icon={Download}
        onClick={() => void download()}
        disabled={pending}
      >
        {pending ? t('data.exporting') : t('data.export')}
      </Button>
    </SettingsSection>
  );
}
