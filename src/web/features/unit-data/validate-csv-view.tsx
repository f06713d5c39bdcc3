import { useMutation } from '@tanstack/react-query';
import { Download, FileDown, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { CsvReport } from '../../../contracts/unit-data';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { exportCsv } from './api/export-csv';
import { validateCsv } from './api/validate-csv';
import { CSV_TYPE, downloadText } from '../../lib/download';
import { CsvReportView } from './csv-report-view';
import { CsvUpload, type UploadProblem } from './csv-upload';
import { checkProblem } from './check-problem';
import { PublishSection } from './publish-section';
import { VersionsPanel } from './versions-panel';
import './i18n';

const download = (text: string, fileName: string) => downloadText(text, fileName, CSV_TYPE);

const correctedName = (name: string) => `${name.replace(/\.(csv|txt)$/i, '')}-corrected.csv`;

/**
 * /admin/validate-csv: check a unit sheet, see its problems and differences, download a corrected
 * copy, publish it after confirming what it changes, and manage the published versions.
 * `onPublished` lets the page refresh the unit data the rest of the app has cached.
 */
export function ValidateCsvView({ onPublished }: { onPublished(): void }) {
  const { t } = useTranslation('unit-data');
  const auth = useAuth();
  const reportHeadingId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<CsvReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: (input: { name: string; text: string }) => validateCsv(input.text, input.name),
    onMutate: () => {
      setReport(null);
      setProblem(null);
    },
    onSuccess: (result) => setReport(result),
    onError: (error) => setProblem(checkProblem(error, t)),
  });

  const exporting = useMutation({
    mutationFn: async () => {
      const session = (await (await auth.client()).getSession()).data.session;
      return exportCsv(session?.access_token ?? null);
    },
    onSuccess: ({ csv, fileName }) => {
      download(csv, fileName);
      toast.success(t('export.done', { name: fileName }));
    },
    onError: () => toast.error(t('export.failed')),
  });

  const onRead = (next: { name: string; text: string }) => {
    setFile(next);
    check.mutate(next);
  };
  const onProblem = (kind: UploadProblem, name: string) => {
    setFile(null);
    setReport(null);
    setProblem(t(`upload.problems.${kind}`, { name }));
  };
  const clear = () => {
    setFile(null);
    setReport(null);
    setProblem(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon={FileDown} disabled={exporting.isPending} onClick={() => exporting.mutate()}>
          {t('export.button')}
        </Button>
      </div>

      <section
        aria-labelledby={reportHeadingId}
        className="flex flex-col gap-4 rounded-xl border border-line bg-surface/80 p-4 md:p-6"
      >
        <h2 id={reportHeadingId} className="text-xl">
          {report && file ? t('report.title', { name: file.name }) : t('upload.title')}
        </h2>
        {!report ? <CsvUpload disabled={check.isPending} onRead={onRead} onProblem={onProblem} /> : null}
        {check.isPending && file ? <Spinner label={t('upload.checking', { name: file.name })} /> : null}
        {problem ? (
          <p role="alert" className="rounded-lg border border-danger-ink/60 px-3 py-2 text-danger-ink">
            {problem}
          </p>
        ) : null}
        {report && file ? (
          <>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                icon={Download}
                onClick={() => download(report.correctedCsv, correctedName(file.name))}
              >
                {t('report.downloadCorrected')}
              </Button>
              <Button variant="ghost" icon={X} onClick={clear}>
                {t('report.clear')}
              </Button>
            </div>
            <CsvReportView report={report} />
          </>
        ) : null}
      </section>

      {report && file ? (
        <PublishSection
          file={file}
          report={report}
          onPublished={() => {
            onPublished();
            check.mutate(file);
          }}
        />
      ) : null}

      <VersionsPanel onChanged={onPublished} />
    </div>
  );
}
