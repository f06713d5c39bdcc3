import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminUser } from '../../../../contracts/admin';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { AdminPanel } from '../admin-panel';
import { AdminQueryState } from '../admin-query-state';
import { usersQuery } from '../api/get-users';
import { LinkDialog } from './link-dialog';
import { useUserActions } from './use-user-actions';
import { UserActionsMenu } from './user-actions-menu';
import { userName } from './user-name';
import { UsersList, UsersPager } from './users-list';
import { pageCount, readUsersParams, writeUsersParams } from './users-params';
import '../i18n';

/** Accounts: search, paging, roles, bans, deactivation, deletion and one-time links. */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const { search, page } = readUsersParams(params);
  const [draft, setDraft] = useState(search);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const users = useQuery(usersQuery(search, page));
  const actions = useUserActions();

  const go = (next: { q?: string; page?: number }) => {
    const q = next.q ?? search;
    const p = next.page ?? 1;
    setParams((current) => writeUsersParams(current, q, p), { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  const data = users.data;
  const pages = data ? pageCount(data.total, data.perPage) : 1;
  const busy = (user: AdminUser) => actions.pending?.user.id === user.id;
  const menu = (user: AdminUser) => (
    <UserActionsMenu user={user} disabled={busy(user)} onAction={actions.run} onDelete={setToDelete} />
  );

  return (
    <AdminPanel title={t('users.title')} intro={t('users.intro')}>
      <form role="search" onSubmit={submit} className="flex flex-col gap-3 md:flex-row md:items-end">
        <TextField
          label={t('users.search')}
          hint={t('users.searchHint')}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="md:flex-1"
        />
        <div className="flex gap-2 md:mb-7">
          <Button type="submit" variant="primary" icon={Search}>
            {t('users.searchButton')}
          </Button>
          {search ? (
            <Button
              variant="secondary"
              icon={X}
              onClick={() => {
                setDraft('');
                go({ q: '', page: 1 });
              }}
            >
              {t('users.clearSearch')}
            </Button>
          ) : null}
        </div>
      </form>

      <AdminQueryState query={users}>
        {(data) => (
          <>
            <p role="status" className="text-sm text-steel">
              {search ? t('users.foundFor', { count: data.total, search }) : t('users.total', { count: data.total })}
            </p>
            {data.users.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line p-4 text-steel">
                {search ? t('users.noMatch') : t('users.empty')}
              </p>
            ) : (
              <>
                <UsersList users={data.users} busy={busy} menu={menu} />
              </>
            )}
            <UsersPager page={page} pages={pages} onPage={(next) => go({ page: next })} />
          </>
        )}
      </AdminQueryState>

      <LinkDialog generated={actions.generated} onClose={actions.closeGenerated} />
      <Dialog
        open={toDelete !== null}
        title={t('users.deleteTitle')}
        onClose={() => setToDelete(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (toDelete) actions.run({ kind: 'delete', user: toDelete });
                setToDelete(null);
              }}
            >
              {t('users.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{toDelete ? t('users.deleteBody', { name: userName(toDelete), email: toDelete.email ?? '—' }) : null}</p>
      </Dialog>
    </AdminPanel>
  );
}
