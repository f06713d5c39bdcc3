import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useSearchParams } from 'react-router';
import type { AdminUser } from '../../../../contracts/admin';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { AdminPanel, LoadFailed, StatusPill } from '../admin-panel';
import { adminErrorText } from '../admin-format';
import { usersQuery } from '../api/get-users';
import { LinkDialog } from './link-dialog';
import { useUserActions } from './use-user-actions';
import { UserActionsMenu } from './user-actions-menu';
import { userName } from './user-name';
import '../i18n';

function Roles({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  if (!user.wab_admin && !user.tester) return <span className="text-sm text-steel">{t('users.member')}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {user.wab_admin ? <StatusPill tone="good">{t('users.roles.admin')}</StatusPill> : null}
      {user.tester ? <StatusPill tone="neutral">{t('users.roles.tester')}</StatusPill> : null}
    </span>
  );
}

function AccountState({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const states = [
    user.banned ? (
      <StatusPill key="banned" tone="bad">
        {t('users.state.banned')}
      </StatusPill>
    ) : null,
    user.deactivated ? (
      <StatusPill key="deactivated" tone="warn">
        {t('users.state.deactivated')}
      </StatusPill>
    ) : null,
    !user.email_confirmed ? (
      <StatusPill key="unconfirmed" tone="warn">
        {t('users.state.unconfirmed')}
      </StatusPill>
    ) : null,
  ].filter(Boolean);
  return (
    <span className="flex flex-wrap gap-1">
      {states.length ? states : <StatusPill tone="good">{t('users.state.active')}</StatusPill>}
    </span>
  );
}

function Identity({ user }: { user: AdminUser }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-semibold break-words text-ink">{userName(user)}</span>
      {user.email && user.username ? <span className="text-sm break-all text-steel">{user.email}</span> : null}
      {user.wab_id ? <span className="text-xs text-steel">{user.wab_id}</span> : null}
    </span>
  );
}

/** Accounts: search, paging, roles, bans, deactivation, deletion and one-time links. */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const users = useQuery(usersQuery(search, page));
  const actions = useUserActions();

  const go = (next: { q?: string; page?: number }) => {
    const q = next.q ?? search;
    const p = next.page ?? 1;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (q) updated.set('q', q);
        else updated.delete('q');
        if (p > 1) updated.set('page', String(p));
        else updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  const busy = (user: AdminUser) => actions.pending?.user.id === user.id;
  const menu = (user: AdminUser) => (
    <UserActionsMenu user={user} disabled={busy(user)} onAction={actions.run} onDelete={setToDelete} />
  );
  const lastSignIn = (user: AdminUser) =>
    user.last_sign_in_at ? format.dateTime(user.last_sign_in_at) : t('users.never');

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
          <button type="submit" className={buttonStyles.primary}>
            <Search aria-hidden="true" className="size-4" />
            {t('users.searchButton')}
          </button>
          {search ? (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => {
                setDraft('');
                go({ q: '', page: 1 });
              }}
            >
              <X aria-hidden="true" className="size-4" />
              {t('users.clearSearch')}
            </button>
          ) : null}
        </div>
      </form>

      {users.isPending ? <Spinner label={tCommon('app.loading')} /> : null}
      {users.isError ? (
        <LoadFailed
          message={adminErrorText(users.error, t)}
          retryLabel={t('common.retry')}
          onRetry={() => void users.refetch()}
        />
      ) : null}
      {data ? (
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
              <div className="hidden md:block">
                <table className="w-full border-collapse text-left">
                  <caption className="sr-only">{t('users.title')}</caption>
                  <thead>
                    <tr className="border-b border-line text-sm text-steel">
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t('users.columns.account')}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t('users.columns.roles')}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t('users.columns.state')}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t('users.columns.joined')}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t('users.columns.lastSignIn')}
                      </th>
                      <th scope="col" className="py-2 text-right font-semibold">
                        <span className="sr-only">{t('users.columns.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.users.map((user) => (
                      <tr
                        key={user.id}
                        className="border-b border-line/60 align-middle"
                        aria-busy={busy(user) || undefined}
                      >
                        <td className="max-w-64 py-2 pr-3">
                          <Identity user={user} />
                        </td>
                        <td className="py-2 pr-3">
                          <Roles user={user} />
                        </td>
                        <td className="py-2 pr-3">
                          <AccountState user={user} />
                        </td>
                        <td className="py-2 pr-3 text-sm whitespace-nowrap">{format.dateTime(user.created_at)}</td>
                        <td className="py-2 pr-3 text-sm whitespace-nowrap">{lastSignIn(user)}</td>
                        <td className="py-2 text-right">
                          <div className="flex justify-end">{menu(user)}</div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="flex flex-col gap-3 md:hidden" aria-label={t('users.title')}>
                {data.users.map((user) => (
                  <li
                    key={user.id}
                    className="flex flex-col gap-2 rounded-lg border border-line bg-night/60 p-3"
                    aria-busy={busy(user) || undefined}
                  >
                    <div className="flex items-start justify-between gap-2">
                      <Identity user={user} />
                      {menu(user)}
                    </div>
                    <div className="flex flex-wrap items-center gap-1">
                      <Roles user={user} />
                      <AccountState user={user} />
                    </div>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                      <dt className="text-steel">{t('users.columns.joined')}</dt>
                      <dd>{format.dateTime(user.created_at)}</dd>
                      <dt className="text-steel">{t('users.columns.lastSignIn')}</dt>
                      <dd>{lastSignIn(user)}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          )}
          {pages > 1 ? (
            <nav aria-label={t('users.pagination')} className="flex flex-wrap items-center justify-between gap-3">
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={page <= 1}
                onClick={() => go({ page: page - 1 })}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('users.previous')}
              </button>
              <span className="text-sm text-steel">
                {t('users.pageOf', { page: format.number(page), pages: format.number(pages) })}
              </span>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={page >= pages}
                onClick={() => go({ page: page + 1 })}
              >
                {t('users.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </nav>
          ) : null}
        </>
      ) : null}

      <LinkDialog generated={actions.generated} onClose={actions.closeGenerated} />
      <Dialog
        open={toDelete !== null}
        title={t('users.deleteTitle')}
        onClose={() => setToDelete(null)}
        actions={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setToDelete(null)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={buttonStyles.danger}
              onClick={() => {
                if (toDelete) actions.run({ kind: 'delete', user: toDelete });
                setToDelete(null);
              }}
            >
              {t('users.deleteConfirm')}
            </button>
          </>
        }
      >
        <p>{toDelete ? t('users.deleteBody', { name: userName(toDelete), email: toDelete.email ?? '—' }) : null}</p>
      </Dialog>
    </AdminPanel>
  );
}
