import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { AdminPanel } from '../admin-panel';
import { adminErrorText } from '../admin-format';
import { adminKeys } from '../api/admin-keys';
import { inviteUser } from '../api/invite-user';
import '../i18n';
import { isEmailAddress } from '../../../../domain/auth/credentials';

/** Invites a player by e-mail: the account is created and an invitation link is sent. */
export function InvitePanel() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: inviteUser,
    onSuccess: (user) => {
      toast.success(t('invite.sent', { email: user.email ?? email }));
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
    onError: (failure) => setError(adminErrorText(failure, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    if (!isEmailAddress(address)) return setError(t('invite.invalid'));
    invite.mutate(address);
  };

  return (
    <AdminPanel title={t('invite.title')} intro={t('invite.intro')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 md:flex-row md:items-start">
        <TextField
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          className="md:flex-1"
        />
        <Button type="submit" variant="primary" className="md:mt-8" icon={Send} disabled={invite.isPending}>
          {invite.isPending ? t('invite.sending') : t('invite.send')}
        </Button>
      </form>
    </AdminPanel>
  );
}
