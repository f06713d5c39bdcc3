import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import type { AdminUser } from '../../../../contracts/admin';
import { adminErrorText } from '../admin-format';
import { adminKeys } from '../api/admin-keys';
import { deleteUser } from '../api/delete-user';
import { generateLink, type LinkType } from '../api/generate-link';
import { setBanned } from '../api/set-banned';
import { setDeactivated } from '../api/set-deactivated';
import { setRoles } from '../api/set-roles';
import { userName } from './user-name';

export type UserAction =
  | { kind: 'admin' | 'tester' | 'ban' | 'deactivate'; user: AdminUser; value: boolean }
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'link'; user: AdminUser; type: LinkType };

export interface GeneratedLink {
  user: AdminUser;
  type: LinkType;
  link: string;
  code: string;
}

/** Runs one action on an account, says how it went in a toast and refreshes the lists it changes. */
export function useUserActions() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [generated, setGenerated] = useState<GeneratedLink | null>(null);

  const mutation = useMutation({
    mutationFn: async (action: UserAction) => {
      const { user } = action;
      switch (action.kind) {
        case 'admin':
          return setRoles(user.id, { wab_admin: action.value });
        case 'tester':
          return setRoles(user.id, { tester: action.value });
        case 'ban':
          return setBanned(user.id, action.value);
        case 'deactivate':
          return setDeactivated(user.id, action.value);
        case 'delete':
          return deleteUser(user.id);
        case 'link': {
          const answer = await generateLink(user.id, action.type);
          setGenerated({ user, type: action.type, link: answer.action_link, code: answer.email_otp });
          return answer;
        }
      }
    },
    onSuccess: (_answer, action) => {
      const name = userName(action.user);
      if (action.kind === 'link') return;
      const message =
        action.kind === 'delete'
          ? t('users.done.deleted', { name })
          : t(`users.done.${action.kind}.${action.value ? 'on' : 'off'}`, { name });
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
    onError: (error) => {
      toast.error(adminErrorText(error, t));
    },
  });

  return {
    run: (action: UserAction) => mutation.mutate(action),
    pending: mutation.isPending ? mutation.variables : undefined,
    generated,
    closeGenerated: () => setGenerated(null),
  };
}
