import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import type { Environment } from '../../../../domain/environment';
import { setPreviewModeSwitch, usePreviewModeSwitch } from '../../../lib/preview-mode';
import { AdminPanel } from '../admin-panel';
import { Switch } from '../../../ui/switch';
import '../i18n';

/** Lets an admin see this browser as a preview host shows it, without touching anyone else. */
export function PreviewModePanel({ environment }: { environment: Environment }) {
  const { t } = useTranslation('admin');
  const switched = usePreviewModeSwitch();
  const onPreviewHost = environment === 'preview';
  return (
    <AdminPanel title={t('previewMode.title')} intro={t('previewMode.intro')}>
      <Switch
        label={t('previewMode.label')}
        description={onPreviewHost ? t('previewMode.alwaysOn') : t('previewMode.description')}
        checked={onPreviewHost || switched}
        disabled={onPreviewHost}
        onChange={(on) => {
          setPreviewModeSwitch(on);
          toast.success(on ? t('previewMode.on') : t('previewMode.off'));
        }}
      />
    </AdminPanel>
  );
}
