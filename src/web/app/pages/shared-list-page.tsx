import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useDataPack } from '../../features/builder/data-pack/use-data-pack';
import { PrintView } from '../../features/builder/share/print-view';
import { BrokenListLink, UnavailableListLink } from '../../features/builder/share/list-link-problems';
import { SharedListView } from '../../features/builder/share/shared-list-view';
import { useSharedList, type SharedListState } from '../../features/builder/share/use-shared-list';
import { Spinner } from '../../ui/spinner';

/** What to show while a shared list is not ready, or null when it is. */
function NotReady({ state, packReady }: { state: SharedListState; packReady: boolean }) {
  const { t } = useTranslation();
  if (state.kind === 'broken') return <BrokenListLink error={state.error} />;
  if (state.kind === 'missing') return <UnavailableListLink reason="missing" />;
  if (state.kind === 'offline') return <UnavailableListLink reason="offline" retry={state.retry} />;
  if (state.kind === 'loading' || !packReady) return <Spinner label={t('app.loading')} />;
  return null;
}

/** `/shared-list/:listCode`: a list someone shared (full code or short link), in the reader's language. */
export function SharedListPage() {
  const { listCode = '' } = useParams();
  const state = useSharedList(listCode);
  const { data } = useDataPack();
  if (state.kind !== 'ok' || !data) return <NotReady state={state} packReady={Boolean(data)} />;
  return <SharedListView code={listCode} list={state.list} pack={data.pack} owner={state.owner} />;
}

/** `/shared-list/:listCode/print[?courtesy=1]`: the list on paper, with a QR code of its link. */
export function PrintListPage() {
  const [params] = useSearchParams();
  const { listCode = '' } = useParams();
  const state = useSharedList(listCode);
  const { data } = useDataPack();
  if (state.kind !== 'ok' || !data) return <NotReady state={state} packReady={Boolean(data)} />;
  return <PrintView code={listCode} list={state.list} pack={data.pack} courtesy={params.get('courtesy') === '1'} />;
}
