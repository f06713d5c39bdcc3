import { useTranslation } from 'react-i18next';
import { CopyField as SharedCopyField } from '../../../ui/copy-field';
import '../i18n';

/** A read-only value with a button that copies it, in the admin's words. */
export function CopyField({ label, value, monospace = false }: { label: string; value: string; monospace?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <SharedCopyField
      label={label}
      value={value}
      monospace={monospace}
      text={{
        copy: t('common.copy'),
        copyLabel: t('common.copyLabel', { what: label }),
        copied: t('common.copied'),
        failed: t('common.copyFailed'),
      }}
    />
  );
}
