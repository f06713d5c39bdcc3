import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_REPORT_SUBJECTS, type DataReportSubject } from '../../../contracts/data-report-subjects';
import { buttonStyles } from '../../ui/button-styles';
import type { ItemRef } from '../../ui/item-actions';
import './i18n';

/** What a report is about: its kind, its id in the data and its name as the reader sees it. */
export interface ReportSubject {
  kind: DataReportSubject;
  id: string;
  title: string;
}

// The dialog loads on first use, so pages that show many buttons stay light.
const ReportDataDialog = lazy(async () => ({ default: (await import('./report-data-dialog')).ReportDataDialog }));

/**
 * "Report a data problem" for one unit, mission or rules section: an icon with a label for
 * screen readers (compact cards), or the icon and the words.
 */
export function ReportDataButton({ subject, compact = false }: { subject: ReportSubject; compact?: boolean }) {
  const { t } = useTranslation('dataReports');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const label = t('button.labelFor', { subject: subject.title });
  return (
    <>
      <button
        type="button"
        className={
          compact
            ? `${buttonStyles.icon} shrink-0 text-steel hover:text-gold`
            : `${buttonStyles.ghost} self-start px-2 text-sm text-steel hover:text-gold`
        }
        aria-label={label}
        title={compact ? t('button.label') : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" className="size-4" />
        {compact ? null : <span aria-hidden="true">{t('button.label')}</span>}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDataDialog subject={subject} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

const isSubject = (kind: string): kind is DataReportSubject =>
  (DATA_REPORT_SUBJECTS as readonly string[]).includes(kind);

/** Fills a view's item actions (ui/item-actions) with "Report a data problem", for the kinds of item reports take. */
export function renderReportAction(item: ItemRef, compact: boolean) {
  const { kind } = item;
  return isSubject(kind) ? <ReportDataButton subject={{ ...item, kind }} compact={compact} /> : null;
}
