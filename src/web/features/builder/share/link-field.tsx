import { CopyField } from '../../../ui/copy-field';
import { useBuilderTranslation } from '../i18n';

/** A share link with a button that copies it. */
export function LinkField({ label, url }: { label: string; url: string }) {
  const { t } = useBuilderTranslation();
  return (
    <CopyField
      label={label}
      value={url}
      text={{
        copy: t('share.copy'),
        copyLabel: `${t('share.copy')}: ${label}`,
        copied: t('share.copied'),
        failed: t('share.copyFailed'),
      }}
    />
  );
}
