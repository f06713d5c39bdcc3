import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useDataPack } from '../../features/builder/data-pack/use-data-pack';
import { PrintView } from '../../features/builder/share/print-view';
import { BrokenListLink, decodeListCode, SharedListView } from '../../features/builder/share/shared-list-view';
import { Spinner } from '../../ui/spinner';

function useSharedList() {
  const { listCode = '' } = useParams();
  const decoded = useMemo(() => decodeListCode(listCode), [listCode]);
  const { data } = useDataPack();
  return { listCode, decoded, data };
}

/** `/shared-list/:listCode`: a list someone shared, in the reader's language. */
export function SharedListPage() {
  const { t } = useTranslation();
  const { listCode, decoded, data } = useSharedList();
  if (!decoded.ok) return <BrokenListLink error={decoded.error} />;
  if (!data) return <Spinner label={t('app.loading')} />;
  return <SharedListView code={listCode} list={decoded.list} pack={data.pack} />;
}

/** `/shared-list/:listCode/print[?courtesy=1]`: the list on paper, with a QR code of its link. */
export function PrintListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { listCode, decoded, data } = useSharedList();
  if (!decoded.ok) return <BrokenListLink error={decoded.error} />;
  if (!data) return <Spinner label={t('app.loading')} />;
  return <PrintView code={listCode} list={decoded.list} pack={data.pack} courtesy={params.get('courtesy') === '1'} />;
}
