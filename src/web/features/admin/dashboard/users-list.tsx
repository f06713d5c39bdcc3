import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../contracts/admin';
import { useFormat } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { AdminTable } from '../admin-table';
import { AccountState, Identity, Roles } from './user-cells';

/** The accounts of a page: a table on wide screens, a card each on phones. */
export function UsersList({
  users,
  busy,
  menu,
}: {
  users: AdminUser[];
  busy: (user: AdminUser) => boolean;
  menu: (user: AdminUser) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const lastSignIn = (user: AdminUser) =>
    user.last_sign_in_at ? format.dateTime(user.last_sign_in_at) : t('users.never');
  return (
    <>
      <AdminTable
        caption={t('users.title')}
        columns={[
          { label: t('users.columns.account') },
          { label: t('users.columns.roles') },
          { label: t('users.columns.state') },
          { label: t('users.columns.joined') },
          { label: t('users.columns.lastSignIn') },
          { label: t('users.columns.actions'), hidden: true, alignEnd: true },
        ]}
      >
        {users.map((user) => (
          <tr key={user.id} className="border-b border-line/60 align-middle" aria-busy={busy(user) || undefined}>
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
      </AdminTable>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('users.title')}>
        {users.map((user) => (
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
  );
}

/** Previous and next page, with where the reader is; nothing when there is one page. */
export function UsersPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('users.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" icon={ChevronLeft} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('users.previous')}
      </Button>
      <span className="text-sm text-steel">
        {t('users.pageOf', { page: format.number(page), pages: format.number(pages) })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('users.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
