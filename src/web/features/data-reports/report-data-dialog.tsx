import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DATA_REPORT_ERROR_CODES } from '../../../contracts/data-reports';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useItemScope } from '../../ui/item-actions';
import { toast } from '../../ui/toast';
import { currentDataVersion, fileDataReport } from './api/file-data-report';
import type { ReportSubject } from './report-data-button';
import { ReportDataForm } from './report-data-form';
import { ReportSignIn } from './report-sign-in';
import './i18n';

const KNOWN_ERRORS: Readonly<Record<string, ParseKeys<'dataReports'>>> = {
  [DATA_REPORT_ERROR_CODES.unknownSubject]: 'errors.unknown_subject',
  [DATA_REPORT_ERROR_CODES.unknownVersion]: 'errors.unknown_version',
  [DATA_REPORT_ERROR_CODES.badList]: 'errors.bad_list',
  [DATA_REPORT_ERROR_CODES.tooManyOpen]: 'errors.too_many_open',
  [DATA_REPORT_ERROR_CODES.dailyLimit]: 'errors.daily_limit',
  rate_limited: 'errors.rate_limited',
  network_error: 'errors.network_error',
};

interface Props {
  subject: ReportSubject;
  open: boolean;
  onClose: () => void;
}

/** Says what is wrong with one unit, mission or rules section; signed-out readers are asked to sign in. */
export function ReportDataDialog({ subject, open, onClose }: Props) {
  const { t } = useTranslation('dataReports');
  const { isGuest } = useAuth();
  const scope = useItemScope();
  const [text, setText] = useState('');
  const [attach, setAttach] = useState(false);
  const [tried, setTried] = useState(false);
  const version = useQuery({
    queryKey: ['data-pack', 'version'],
    queryFn: currentDataVersion,
    enabled: open && !scope.version,
    staleTime: 60_000,
  });
  const dataVersion = scope.version ?? version.data ?? null;
  const send = useMutation({
    mutationFn: fileDataReport,
    onSuccess: () => {
      toast.success(t('toast.sent'));
      setText('');
      setTried(false);
      onClose();
    },
    onError: (error) => {
      const key =
        error instanceof ApiRequestError && Object.hasOwn(KNOWN_ERRORS, error.code)
          ? KNOWN_ERRORS[error.code]
          : undefined;
      toast.error(t(key ?? 'toast.failed'));
    },
  });
  const empty = text.trim() === '';
  const submit = () => {
    setTried(true);
    if (empty) return;
    const listCode = attach ? (scope.attachment?.() ?? undefined) : undefined;
    send.mutate({
      subject_kind: subject.kind,
      subject_id: subject.id,
      ...(scope.version ? { data_version: scope.version } : {}),
      ...(listCode ? { list_code: listCode } : {}),
      text,
    });
  };
  const cancel = (
    <Button variant="secondary" onClick={onClose}>
      {t('dialog.cancel')}
    </Button>
  );

  return (
    <Dialog
      open={open}
      title={t('dialog.title')}
      onClose={onClose}
      actions={
        isGuest ? (
          cancel
        ) : (
          <>
            {cancel}
            <Button variant="primary" disabled={send.isPending} onClick={submit}>
              {send.isPending ? t('dialog.sending') : t('dialog.send')}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-night/60 p-3 text-sm">
          <dt className="text-steel">{t('dialog.subject')}</dt>
          <dd className="font-semibold break-words">
            {t(`kind.${subject.kind}`)} · {subject.title}
          </dd>
          <dt className="text-steel">{t('dialog.version')}</dt>
          <dd className="break-all">{dataVersion ?? t('dialog.versionCurrent')}</dd>
        </dl>
        {isGuest ? (
          <ReportSignIn />
        ) : (
          <ReportDataForm
            text={text}
            onText={setText}
            showEmpty={tried && empty}
            canAttach={Boolean(scope.attachment)}
            attach={attach}
            onAttach={setAttach}
          />
        )}
      </div>
    </Dialog>
  );
}
