import { CircleHelp, Info, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ImportLine } from '../../../../domain/army/import-text';
import { Button } from '../../../ui/button';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';

export type Unmatched = Extract<ImportLine, { kind: 'unmatched' }>;

/** What a player should look at: lines that matched nothing, were left out, or read loosely. */
export function ImportReport({
  lines,
  text,
  onSuggestion,
}: {
  lines: ImportLine[];
  text: PackText;
  onSuggestion: (line: Unmatched) => void;
}) {
  const { t } = useBuilderTranslation();
  const headingId = useId();
  const notes = lines.flatMap((line) => {
    const note = noteFor(line, text, t, onSuggestion);
    return note ? [{ line, ...note }] : [];
  });
  if (!notes.length) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {t('import.notes', { count: notes.length })}
      </h3>
      <ul className="flex flex-col gap-2">
        {notes.map(({ line, icon, message, action }) => (
          <li
            key={line.line}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-line bg-night/40 px-3 py-2 text-sm"
          >
            <span className="flex min-w-0 flex-1 basis-56 items-start gap-2">
              {icon}
              <span className="min-w-0 break-words">{message}</span>
            </span>
            {action}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The lines read as the list's heading, totals or notes, folded away but there to check. */
export function SkippedLines({ lines }: { lines: ImportLine[] }) {
  const { t } = useBuilderTranslation();
  const skipped = lines.filter((line) => line.kind === 'header' && line.problem === null);
  if (!skipped.length) return null;
  return (
    <details className="text-sm text-steel">
      <summary className="min-h-11 cursor-pointer py-2">{t('import.skipped', { count: skipped.length })}</summary>
      <ul className="flex flex-col gap-1 pl-4">
        {skipped.map((line) => (
          <li key={line.line} className="break-words">
            {t('import.skippedLine', {
              line: line.line,
              text: line.text.trim().slice(0, 200),
              kind: t(`import.headers.${line.kind === 'header' ? line.header : 'summary'}`),
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A line the report shows: matched nothing, left out, imported in part, or read loosely. */
export function needsLook(line: ImportLine): boolean {
  switch (line.kind) {
    case 'unmatched':
    case 'other-faction':
      return true;
    case 'unit':
      return line.problem !== null || line.match === 'typo';
    case 'header':
      return line.problem !== null;
  }
}

const warn = <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warn" />;
const help = <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger-ink" />;
const info = <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-steel" />;

type T = ReturnType<typeof useBuilderTranslation>['t'];

function noteFor(
  line: ImportLine,
  text: PackText,
  t: T,
  onSuggestion: (line: Unmatched) => void,
): { icon: ReactNode; message: string; action?: ReactNode } | null {
  const quoted = line.text.trim().slice(0, 200);
  switch (line.kind) {
    case 'unmatched':
      return {
        icon: help,
        message: line.suggestion
          ? t('import.unmatchedSuggestion', { line: line.line, text: quoted, name: line.suggestion.name })
          : t('import.unmatched', { line: line.line, text: quoted }),
        action: line.suggestion ? (
          <Button variant="secondary" className="px-3 text-sm" onClick={() => onSuggestion(line)}>
            {t('import.useSuggestion', { name: line.suggestion.name })}
          </Button>
        ) : undefined,
      };
    case 'other-faction':
      return {
        icon: warn,
        message: t('import.otherFaction', {
          line: line.line,
          unit: text.unitName(line.unitId),
          faction: text.factionName(line.factionId),
        }),
      };
    case 'unit': {
      const params = { line: line.line, unit: text.unitName(line.unitId), asked: line.asked, added: line.added };
      if (line.problem) return { icon: warn, message: t(`import.problems.${line.problem}`, params) };
      if (line.match === 'typo') return { icon: info, message: t('import.readAs', { ...params, text: quoted }) };
      return null;
    }
    case 'header':
      return line.problem
        ? { icon: warn, message: t(`import.nameProblems.${line.problem}`, { line: line.line }) }
        : null;
  }
}
