import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../../lib/download';
import { toast } from '../../../ui/toast';
import { Button } from '../../../ui/button';
import { exportAccount } from '../api/export-account';
import { SettingsSection } from './settings-section';

/** Saves the server's copy of the member's data as a JSON file (promised by the privacy policy). */
export function DataSection() {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      const data = await exportAccount();
      downloadText(JSON.stringify(data, null, 2), `rookery-data-${data.profile.wab_id}.json`, 'application/json');
      toast.success(t('data.exported'));
    } catch (error) {
      console.warn('Exporting account data failed', error);
      toast.error(t('data.exportFailed'));
    } finally {
      setPending(false);
    }
  };

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
