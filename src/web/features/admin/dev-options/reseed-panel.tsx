import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AdminPanel } from '../admin-panel';
import { adminErrorText } from '../admin-format';
import { environmentQuery } from '../api/get-environment';
import { reseedContent } from '../api/reseed-content';
import '../i18n';

/** Puts the demo rules, FAQ, news and changelog back; never on production (the server refuses too). */
export function ReseedPanel() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const server = useQuery(environmentQuery());
  const [confirming, setConfirming] = useState(false);
  const onProduction = server.data?.nodeEnv === 'production';
  const reseed = useMutation({
    mutationFn: reseedContent,
    onSuccess: ({ outcome }) => {
      toast.success(t(`reseed.outcomes.${outcome}`));
      // Content other pages show (rules, FAQ, news, changelog) is read afresh.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });
    },
    onError: (error) => toast.error(adminErrorText(error, t)),
  });

  return (
    <AdminPanel title={t('reseed.title')} intro={onProduction ? t('reseed.production') : t('reseed.intro')}>
      <Button
        variant="danger"
        className="self-start"
        icon={DatabaseBackup}
        onClick={() => setConfirming(true)}
        disabled={onProduction || reseed.isPending || !server.data}
      >
        {reseed.isPending ? t('reseed.working') : t('reseed.action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('reseed.confirmTitle')}
        body={t('reseed.confirmBody')}
        confirmLabel={t('reseed.action')}
        cancelLabel={t('common.cancel')}
        danger={true}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          reseed.mutate();
        }}
      />
    </AdminPanel>
  );
}
