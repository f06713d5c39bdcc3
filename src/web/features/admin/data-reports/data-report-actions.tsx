import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_REPORT_LIMITS, type AdminDataReport } from '../../../../contracts/data-reports';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-area-field';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { adminErrorText } from '../admin-format';
import { adminKeys } from '../api/admin-keys';
import { answerDataReport, markDataReportFixed } from '../api/answer-data-report';

type Action = { kind: 'answer'; answer: string } | { kind: 'fixed'; version: string };

/** Answering a report (the reporter is told) and marking it fixed in a published data version. */
export function DataReportActions({ report, versions }: { report: AdminDataReport; versions: string[] }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [version, setVersion] = useState('');
  const chosen = version || versions[0] || '';
  const action = useMutation({
    mutationFn: (next: Action) =>
      next.kind === 'answer' ? answerDataReport(report.id, next.answer) : markDataReportFixed(report.id, next.version),
    onSuccess: (_report, next) => {
      toast.success(next.kind === 'answer' ? t('dataReports.done.answered') : t('dataReports.done.fixed'));
      if (next.kind === 'answer') setAnswer('');
      void queryClient.invalidateQueries({ queryKey: adminKeys.dataReports() });
    },
    onError: (error) => toast.error(adminErrorText(error, t)),
  });
  const busy = action.isPending ? action.variables?.kind : null;

  return (
    <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start">
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          if (answer.trim()) action.mutate({ kind: 'answer', answer });
        }}
      >
        <TextAreaField
          label={report.answer ? t('dataReports.answerAgain') : t('dataReports.answer')}
          value={answer}
          rows={2}
          maxLength={DATA_REPORT_LIMITS.answer}
          onValueChange={setAnswer}
        />
        <Button
          type="submit"
          variant="secondary"
          className="self-start"
          icon={Send}
          disabled={busy !== null || !answer.trim()}
        >
          {busy === 'answer' ? t('dataReports.sending') : t('dataReports.sendAnswer')}
        </Button>
      </form>
      {report.status !== 'fixed' ? (
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) action.mutate({ kind: 'fixed', version: chosen });
          }}
        >
          <Select
            label={t('dataReports.fixedVersion')}
            value={chosen}
            options={versions.map((each) => ({ value: each, label: each }))}
            onValueChange={setVersion}
          />
          <Button
            type="submit"
            variant="primary"
            className="self-start"
            icon={CircleCheck}
            disabled={busy !== null || !chosen}
          >
            {busy === 'fixed' ? t('dataReports.marking') : t('dataReports.markFixed')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
