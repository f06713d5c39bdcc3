import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '../../../domain/i18n/language';
import { toast } from '../../ui/toast';
import { newsQueryOptions } from './api/get-news';
import './i18n';
import { NewsDialog } from './news-dialog';
import { NewsItems } from './news-items';

/** Every news item in a dialog, loaded when it opens; a failure is said in it and as a toast. */
export function ArchiveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('news');
  const archive = useQuery({ ...newsQueryOptions(normaliseLanguage(i18n.language)), enabled: open });
  useEffect(() => {
    if (open && archive.isError) toast.error(t('toast.archiveFailed'));
  }, [open, archive.isError, t]);
  return (
    <NewsDialog open={open} title={t('archiveTitle')} onClose={onClose}>
      {archive.isPending ? <p role="status">{t('loading')}</p> : null}
      {archive.isError ? <p role="alert">{t('toast.archiveFailed')}</p> : null}
      {archive.data ? <NewsItems items={archive.data.items} /> : null}
    </NewsDialog>
  );
}
