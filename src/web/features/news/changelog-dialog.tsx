import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeHtml } from '../../../domain/content/changelog-version';
import './i18n';
import { NewsDialog } from './news-dialog';

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
    <NewsDialog open={open} title={t('changelog')} onClose={onClose}>
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
    </NewsDialog>
  );
}
