import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../contracts/admin';
import { StatusPill } from '../admin-panel';
import { userName } from './user-name';

/** The account's roles, or "member" when it has none. */
export function Roles({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  if (!user.wab_admin && !user.tester) return <span className="text-sm text-steel">{t('users.member')}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {user.wab_admin ? <StatusPill tone="good">{t('users.roles.admin')}</StatusPill> : null}
      {user.tester ? <StatusPill tone="neutral">{t('users.roles.tester')}</StatusPill> : null}
    </span>
  );
}

/** Banned, deactivated and unconfirmed, or active when none of them. */
export function AccountState({ user }: { user: AdminUser }) {
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

/** The account's name, with its address and WAB id under it. */
export function Identity({ user }: { user: AdminUser }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-semibold break-words text-ink">{userName(user)}</span>
      {user.email && user.username ? <span className="text-sm break-all text-steel">{user.email}</span> : null}
      {user.wab_id ? <span className="text-xs text-steel">{user.wab_id}</span> : null}
    </span>
  );
}
