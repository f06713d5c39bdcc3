import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeHtml } from '../../../domain/content/changelog-version';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/dialog';
import './i18n';

const ChangelogText = lazy(() => import('./changelog-text'));

/** The changelog in a dialog; its text is drawn only once the dialog is open. */
export function ChangelogDialog({
  open,
  onClose,
  text,
  failed,
}: {
  open: boolean;
  onClose: () => void;
  text?: string;
  failed: boolean;
}) {
  const { t } = useTranslation('news');
  const markdown = text && !looksLikeHtml(text) ? text : null;
  const loading = <p role="status">{t('loading')}</p>;
  return (
    <Dialog
      open={open}
      title={t('changelog')}
      onClose={onClose}
      actions={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <div tabIndex={0} className="max-h-[60vh] overflow-y-auto pr-1 focus-visible:outline-2">
        {markdown ? (
          open ? (
            <Suspense fallback={loading}>
              <ChangelogText text={markdown} />
            </Suspense>
          ) : null
        ) : failed || text !== undefined ? (
          <p role="alert">{t('changelogFailed')}</p>
        ) : (
          loading
        )}
      </div>
    </Dialog>
  );
}
