import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { Button } from '../../../ui/button';
import { IconButton } from '../../../ui/icon-button';
import { TextField } from '../../../ui/text-field';
import { AdminPanel } from '../admin-panel';
import { AdminQueryState } from '../admin-query-state';
import { adminErrorText } from '../admin-format';
import { adminKeys } from '../api/admin-keys';
import { flagsQuery } from '../api/get-flags';
import { saveFlags } from '../api/save-flags';
import { Switch } from '../../../ui/switch';
import '../i18n';

/** The names the server accepts (contracts/admin flagsSchema). */
const FLAG_NAME = /^[a-z][a-z0-9-]{0,40}$/;

/** Feature flags stored in settings: switch them, add new ones, remove old ones. */
export function FlagsPanel() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const flags = useQuery(flagsQuery());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveFlags,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.flags(), saved);
      toast.success(t('flags.saved'));
    },
    onError: (error) => toast.error(adminErrorText(error, t)),
  });
  const current = flags.data ?? {};
  const names = Object.keys(current).sort();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const flag = name.trim();
    if (!FLAG_NAME.test(flag)) return setNameError(t('flags.invalidName'));
    if (flag in current) return setNameError(t('flags.exists'));
    setNameError(null);
    save.mutate({ ...current, [flag]: false }, { onSuccess: () => setName('') });
  };
  const remove = (flag: string) => {
    const rest = Object.fromEntries(Object.entries(current).filter(([key]) => key !== flag));
    save.mutate(rest);
  };

  return (
    <AdminPanel title={t('flags.title')} intro={t('flags.intro')}>
      <AdminQueryState query={flags}>
        {() => (
          <>
            {names.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line p-4 text-steel">{t('flags.empty')}</p>
            ) : null}
            {names.length ? (
              <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-night/60">
                {names.map((flag) => (
                  <li key={flag} className="flex items-center gap-2 px-3 py-1">
                    <div className="flex-1">
                      <Switch
                        label={flag}
                        checked={current[flag] === true}
                        disabled={save.isPending}
                        onChange={(on) => save.mutate({ ...current, [flag]: on })}
                      />
                    </div>
                    <IconButton
                      label={t('flags.remove', { name: flag })}
                      icon={Trash2}
                      iconClassName="size-5 text-danger-ink"
                      disabled={save.isPending}
                      onClick={() => remove(flag)}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <form onSubmit={add} noValidate className="flex flex-col gap-3 md:flex-row md:items-start">
              <TextField
                label={t('flags.newName')}
                hint={t('flags.nameHint')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={nameError}
                autoComplete="off"
                spellCheck={false}
                className="md:flex-1"
              />
              <Button type="submit" variant="secondary" className="md:mt-8" icon={Plus} disabled={save.isPending}>
                {t('flags.add')}
              </Button>
            </form>
          </>
        )}
      </AdminQueryState>
    </AdminPanel>
  );
}
