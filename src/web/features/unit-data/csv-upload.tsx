import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { UNIT_CSV_LIMITS } from '../../../domain/army/unit-csv';

export type UploadProblem = 'tooLarge' | 'notCsv' | 'unreadable';

const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', '']);

/** A file picker that also takes a dropped file, reads it as text and reports the progress. */
export function CsvUpload({
  disabled,
  onRead,
  onProblem,
}: {
  disabled: boolean;
  onRead(file: { name: string; text: string }): void;
  onProblem(problem: UploadProblem, name: string): void;
}) {
  const { t } = useTranslation('unit-data');
  const format = useFormat();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const read = (file: File) => {
    if (file.size > UNIT_CSV_LIMITS.maxBytes) return onProblem('tooLarge', file.name);
    if (!/\.(csv|txt)$/i.test(file.name) && !CSV_TYPES.has(file.type)) return onProblem('notCsv', file.name);
    const reader = new FileReader();
    setProgress(0);
    reader.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onerror = () => {
      setProgress(null);
      onProblem('unreadable', file.name);
    };
    reader.onload = () => {
      setProgress(null);
      onRead({ name: file.name, text: String(reader.result ?? '') });
    };
    reader.readAsText(file);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file) read(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
        dragging ? 'border-gold bg-gold/10' : 'border-line bg-night/40'
      }`}
    >
      <FileUp aria-hidden="true" className="size-10 text-gold" />
      <p className="text-lg">{t('upload.dropHere')}</p>
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg bg-gold px-4 py-2 font-semibold text-night focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-gold hover:bg-gold-bright"
      >
        {t('upload.choose')}
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) read(file);
            event.target.value = '';
          }}
        />
      </label>
      <p id={hintId} className="text-sm text-steel">
        {t('upload.hint', { rows: format.number(UNIT_CSV_LIMITS.maxRows) })}
      </p>
      {progress !== null ? (
        <div className="flex w-full max-w-sm flex-col gap-1">
          <label className="text-sm text-steel" htmlFor={`${inputId}-progress`}>
            {t('upload.reading', { percent: progress })}
          </label>
          <progress id={`${inputId}-progress`} max={100} value={progress} className="w-full accent-gold" />
        </div>
      ) : null}
    </div>
  );
}
