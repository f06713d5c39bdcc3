import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { PLAY_MODE_AUDIENCES, type PlayModeAudience } from '../../../../domain/game/access';
import { getPlayModeAudience, playModeKeys, storeAudience } from '../../../lib/play-mode';
import { Button } from '../../../ui/button';
import { AdminPanel } from '../admin-panel';
import { AdminQueryState } from '../admin-query-state';
import { adminErrorText } from '../admin-format';
import { savePlayMode } from '../api/save-play-mode';
import { Select } from '../../../ui/select';
import '../i18n';

/** Who may use play mode (decision 0019): everyone, signed-in members, or testers and admins. */
export function PlayModePanel() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: playModeKeys.setting(), queryFn: getPlayModeAudience, staleTime: 0 });
  /** The admin's choice before it is saved; null while it matches the stored setting. */
  const [choice, setChoice] = useState<PlayModeAudience | null>(null);
  const save = useMutation({
    mutationFn: savePlayMode,
    onSuccess: (audience) => {
      queryClient.setQueryData(playModeKeys.setting(), audience);
      storeAudience(audience);
      setChoice(null);
      toast.success(t('playMode.saved', { audience: t(`playMode.audiences.${audience}`) }));
    },
    onError: (error) => toast.error(adminErrorText(error, t)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) save.mutate(choice);
  };
  const options = PLAY_MODE_AUDIENCES.map((audience) => ({
    value: audience,
    label: t(`playMode.audiences.${audience}`),
  }));

  return (
    <AdminPanel title={t('playMode.title')} intro={t('playMode.intro')}>
      <AdminQueryState query={setting}>
        {(data) => (
          <form onSubmit={submit} className="flex flex-col gap-3">
            <div className="flex flex-col gap-3 md:flex-row md:items-end">
              <Select<PlayModeAudience>
                label={t('playMode.label')}
                value={choice ?? data}
                options={options}
                onValueChange={(audience) => setChoice(audience === data ? null : audience)}
                className="md:max-w-md md:flex-1"
              />
              <Button type="submit" variant="primary" icon={Save} disabled={!choice || save.isPending}>
                {t('playMode.save')}
              </Button>
            </div>
            <p className="text-sm text-steel">{t(`playMode.explain.${choice ?? data}`)}</p>
          </form>
        )}
      </AdminQueryState>
    </AdminPanel>
  );
}
