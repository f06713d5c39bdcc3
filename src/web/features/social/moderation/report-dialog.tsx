import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { REPORT_REASONS, SOCIAL_LIMITS, type ReportReason } from '../../../../domain/social/social';
import { Button } from '../../../ui/button';
import { controlStyles, Field } from '../../../ui/field';
import { Dialog } from '../../../ui/dialog';
import { sendReport } from '../api/report';
import { socialErrorText } from '../social-errors';

interface ReportDialogProps {
  target: { kind: 'comment' | 'message'; id: string } | null;
  onClose: () => void;
}

/** Sends a comment or a message to the admins with a reason. */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation('social');
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const report = useMutation({
    mutationFn: sendReport,
    onSuccess: () => {
      toast.success(t('toast.reported'));
      setNote('');
      onClose();
    },
    onError: (error) => toast.error(socialErrorText(t, error)),
  });
  return (
    <Dialog
      open={target !== null}
      title={target?.kind === 'message' ? t('report.titleMessage') : t('report.titleComment')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={report.isPending}
            onClick={() =>
              target &&
              report.mutate({ kind: target.kind, target_id: target.id, reason, note: note.trim() || undefined })
            }
          >
            {t('report.send')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-steel">{t('report.intro')}</p>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold">{t('report.reason')}</legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-raised"
            >
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-gold"
              />
              {t(`report.reasons.${value}`)}
            </label>
          ))}
        </fieldset>
        <Field label={t('report.note')}>
          {(control) => (
            <textarea
              {...control}
              value={note}
              maxLength={SOCIAL_LIMITS.reportNote}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              className={controlStyles}
            />
          )}
        </Field>
      </div>
    </Dialog>
  );
}
