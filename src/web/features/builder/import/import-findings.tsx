import type { DataPack } from '../../../../domain/army/data-pack-schema';
import type { ImportLine } from '../../../../domain/army/import-text';
import { useFormat } from '../../../lib/format';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';
import { ImportPreview } from './import-preview';
import { ImportReport, needsLook, SkippedLines, type Unmatched } from './import-report';
import type { PastedReading } from './read-pasted';

/** What the pasted text became: a refusal, or the lines to check, the list, and the lines skipped. */
export function ImportFindings({
  reading,
  pack,
  text,
  onSuggestion,
}: {
  reading: PastedReading;
  pack: DataPack;
  text: PackText;
  onSuggestion: (line: Unmatched) => void;
}) {
  const { t } = useBuilderTranslation();
  const format = useFormat();
  const result = reading?.kind === 'text' ? reading.result : null;
  if (result && !result.ok) {
    return (
      <p role="alert" className="text-sm font-semibold text-danger-ink">
        {t(`import.errors.${result.error.code}`, {
          limit: format.number(result.error.limit),
          size: format.number(result.error.size),
        })}
      </p>
    );
  }
  const status = reading?.kind === 'share-code' ? t('import.shareCode') : result ? statusLine(result.lines, t) : '';
  return (
    <>
      <p role="status" className="text-sm text-steel">
        {status}
      </p>
      {reading?.kind === 'share-code' ? (
        <ImportPreview list={reading.list} pack={pack} text={text} factionFrom="text" />
      ) : null}
      {result ? (
        <>
          <ImportReport lines={result.lines} text={text} onSuggestion={onSuggestion} />
          <ImportPreview list={result.list} pack={pack} text={text} factionFrom={result.factionFrom} />
          <SkippedLines lines={result.lines} />
        </>
      ) : null}
    </>
  );
}

/** How many lines became units, and how many need a look, each counted in its own words. */
function statusLine(lines: readonly ImportLine[], t: ReturnType<typeof useBuilderTranslation>['t']): string {
  const units = lines.filter((line) => line.kind === 'unit').length;
  return t('import.status', {
    units: t('import.unitsRead', { count: units }),
    check: t('import.notes', { count: lines.filter(needsLook).length }),
  });
}
