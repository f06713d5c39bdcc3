import {
  Ban,
  EllipsisVertical,
  FlaskConical,
  KeyRound,
  Link2,
  PowerOff,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserRoundCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../contracts/admin';
import { Menu, MenuItem, menuItemStyles } from '../../../ui/menu';
import type { UserAction } from './use-user-actions';
import { userName } from './user-name';
import '../i18n';

/** Every action on one account, in a menu button so rows stay compact on phones. */
export function UserActionsMenu({
  user,
  disabled,
  onAction,
  onDelete,
}: {
  user: AdminUser;
  disabled: boolean;
  onAction: (action: UserAction) => void;
  onDelete: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  const items: Array<{
    key: string;
    label: string;
    icon: typeof Ban;
    run: () => void;
    danger?: boolean;
    unavailable?: boolean;
  }> = [
    user.wab_admin
      ? {
          key: 'admin-off',
          label: t('users.actions.revokeAdmin'),
          icon: ShieldOff,
          run: () => onAction({ kind: 'admin', user, value: false }),
        }
      : {
          key: 'admin-on',
          label: t('users.actions.grantAdmin'),
          icon: ShieldCheck,
          run: () => onAction({ kind: 'admin', user, value: true }),
        },
    user.tester
      ? {
          key: 'tester-off',
          label: t('users.actions.revokeTester'),
          icon: FlaskConical,
          run: () => onAction({ kind: 'tester', user, value: false }),
        }
      : {
          key: 'tester-on',
          label: t('users.actions.grantTester'),
          icon: FlaskConical,
          run: () => onAction({ kind: 'tester', user, value: true }),
        },
    user.banned
      ? {
          key: 'unban',
          label: t('users.actions.unban'),
          icon: UserRoundCheck,
          run: () => onAction({ kind: 'ban', user, value: false }),
        }
      : {
          key: 'ban',
          label: t('users.actions.ban'),
          icon: Ban,
          run: () => onAction({ kind: 'ban', user, value: true }),
          danger: true,
        },
    user.deactivated
      ? {
          key: 'reactivate',
          label: t('users.actions.reactivate'),
          icon: UserRoundCheck,
          run: () => onAction({ kind: 'deactivate', user, value: false }),
        }
      : {
          key: 'deactivate',
          label: t('users.actions.deactivate'),
          icon: PowerOff,
          run: () => onAction({ kind: 'deactivate', user, value: true }),
        },
    {
      key: 'magiclink',
      label: t('users.actions.signInLink'),
      icon: Link2,
      run: () => onAction({ kind: 'link', user, type: 'magiclink' }),
      unavailable: !user.email,
    },
    {
      key: 'recovery',
      label: t('users.actions.recoveryLink'),
      icon: KeyRound,
      run: () => onAction({ kind: 'link', user, type: 'recovery' }),
      unavailable: !user.email,
    },
    { key: 'delete', label: t('users.actions.delete'), icon: Trash2, run: () => onDelete(user), danger: true },
  ];

  return (
    <Menu
      label={t('users.actions.label', { name: userName(user) })}
      trigger={<EllipsisVertical aria-hidden="true" className="size-5" />}
    >
      {items.map((item) => (
        <MenuItem
          key={item.key}
          disabled={disabled || item.unavailable}
          className={`${menuItemStyles} ${item.danger ? 'text-danger-ink' : ''} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
          onSelect={item.run}
        >
          <item.icon aria-hidden="true" className={`size-5 ${item.danger ? 'text-danger-ink' : 'text-gold'}`} />
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
