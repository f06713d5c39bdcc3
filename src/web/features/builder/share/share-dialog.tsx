import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { useBuilderTranslation } from '../i18n';
import { QrCode } from '../../../ui/qr-code';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The list's share link, ready to copy or scan. */
export function ShareDialog({ open, url, onClose }: { open: boolean; url: string; onClose: () => void }) {
  const { t } = useBuilderTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      title={t('share.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('actions.close')}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={async () => {
              if (await copyText(url)) toast.success(t('share.copied'));
              else toast.error(t('share.copyFailed'));
            }}
          >
            <Copy aria-hidden="true" className="size-4" />
            {t('share.copy')}
          </button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-4">
        <p className="text-steel">{t('share.intro')}</p>
        <label htmlFor={id} className="sr-only">
          {t('share.link')}
        </label>
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="min-h-11 w-full rounded-lg border border-line bg-night px-3 text-sm text-ink"
        />
        {open ? <QrCode value={url} label={t('share.qr')} /> : null}
      </div>
    </Dialog>
  );
}
