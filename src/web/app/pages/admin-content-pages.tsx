import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../features/admin/admin-gate';
import { AdminShell } from '../../features/admin/admin-shell';
import { ChangelogEditor } from '../../features/admin-content/changelog-editor';
import { ContentEditor } from '../../features/admin-content/content-editor';
import { dataPackQuery } from '../../features/builder/data-pack/use-data-pack';
import { contentKeys } from '../../features/content/api/get-rules';
import { changelogQueryOptions } from '../../features/news/api/get-changelog';
import { newsKeys } from '../../features/news/api/get-news';
import { ValidateCsvView } from '../../features/unit-data/validate-csv-view';
import '../../features/admin-content/i18n';
import '../../features/unit-data/i18n';

/** After an edit, the public rules, FAQ, news and changelog this browser cached are read again. */
function usePublicContentRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    void queryClient.invalidateQueries({ queryKey: newsKeys.all });
    void queryClient.invalidateQueries({ queryKey: changelogQueryOptions().queryKey });
  };
}

export function AdminContentPage() {
  const { t } = useTranslation('admin-content');
  const refresh = usePublicContentRefresh();
  return (
    <AdminGate>
      <AdminShell title={t('pageTitle')} intro={t('pageIntro')}>
        <ContentEditor onChanged={refresh} />
      </AdminShell>
    </AdminGate>
  );
}

export function AdminChangelogPage() {
  const { t } = useTranslation('admin-content');
  const refresh = usePublicContentRefresh();
  return (
    <AdminGate>
      <AdminShell title={t('changelogTitle')} intro={t('changelogIntro')}>
        <ChangelogEditor onChanged={refresh} />
      </AdminShell>
    </AdminGate>
  );
}

export function AdminValidateCsvPage() {
  const { t } = useTranslation('unit-data');
  const queryClient = useQueryClient();
  return (
    <AdminGate>
      <AdminShell title={t('pageTitle')} intro={t('pageIntro')}>
        <ValidateCsvView onPublished={() => void queryClient.invalidateQueries({ queryKey: dataPackQuery.queryKey })} />
      </AdminShell>
    </AdminGate>
  );
}
