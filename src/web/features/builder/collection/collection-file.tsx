import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { CollectionRowProblem } from '../../../../domain/army/collection';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { CSV_TYPE, downloadText } from '../../../lib/download';
import { Button } from '../../../ui/button';
import {
  collectionCsv,
  MAX_COLLECTION_FILE_BYTES,
  readCollectionCsv,
  type CollectionFileProblem,
} from './collection-csv';
import { useCollectionTranslation } from './i18n';
import { setOwned } from './models';
import { useCollection } from './use-collection';

/** The file as text, or null when it cannot be read. */
function readText(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsText(file);
  });
}

type Outcome =
  | { kind: 'imported'; count: number }
  | { kind: 'problem'; problem: CollectionFileProblem | 'unreadable' }
  | { kind: 'refused'; problems: CollectionRowProblem[] };

/** Refused lines listed one by one, at most; the rest are counted in one more line. */
const SHOWN_PROBLEMS = 50;

/** Download the collection as CSV, or import one: a file with any refused line changes nothing. */
export function CollectionFile({ pack }: { pack: DataPack }) {
  const { t, language } = useCollectionTranslation();
  const collection = useCollection();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const download = () => downloadText(collectionCsv(collection, pack, language), 'rookery-collection.csv', CSV_TYPE);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_COLLECTION_FILE_BYTES) return setOutcome({ kind: 'problem', problem: 'too-large' });
    const text = await readText(file);
    if (text === null || text.includes('\u0000')) return setOutcome({ kind: 'problem', problem: 'unreadable' });
    const read = readCollectionCsv(text, pack);
    if (read.kind === 'problem') return setOutcome(read);
    if (read.result.problems.length > 0) return setOutcome({ kind: 'refused', problems: read.result.problems });
    setOwned(pack, read.result.items);
    setOutcome({ kind: 'imported', count: read.result.items.length });
  };

  return (
    <section aria-labelledby={`${hintId}-title`} className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <h2 id={`${hintId}-title`} className="font-sans text-base font-semibold text-ink">
        {t('file.title')}
      </h2>
      <p id={hintId} className="text-sm text-steel">
        {t('file.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon={Download} onClick={download}>
          {t('file.export')}
        </Button>
        <Button variant="secondary" icon={Upload} onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
          {t('file.import')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('file.import')}
          onChange={(event) => void importFile(event)}
        />
      </div>
      <ImportOutcome outcome={outcome} />
    </section>
  );
}

function ImportOutcome({ outcome }: { outcome: Outcome | null }) {
  const { t } = useCollectionTranslation();
  if (!outcome) return null;
  if (outcome.kind === 'imported')
    return (
      <p role="status" className="text-legal">
        {t('file.imported', { count: outcome.count })}
      </p>
    );
  if (outcome.kind === 'problem')
    return (
      <p role="alert" className="text-danger-ink">
        {t(`file.problems.${outcome.problem}`)}
      </p>
    );
  return (
    <div role="alert" className="flex flex-col gap-1 text-danger-ink">
      <p className="font-semibold">{t('file.refused')}</p>
      <ul className="list-disc pl-5 text-sm">
        {outcome.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
          <li key={problem.line}>{t(`file.rows.${problem.error}`, { ...problem })}</li>
        ))}
        {outcome.problems.length > SHOWN_PROBLEMS ? (
          <li>{t('file.moreRefused', { count: outcome.problems.length - SHOWN_PROBLEMS })}</li>
        ) : null}
      </ul>
    </div>
  );
}
