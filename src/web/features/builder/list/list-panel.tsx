import { useMemo, type ReactNode } from 'react';
import { collectionShortfalls } from '../../../../domain/army/collection';
import type { ValidationIssue } from '../../../../domain/army/issues';
import { displayOrder } from '../../../../domain/army/list-commands';
import type { ListTotals } from '../../../../domain/army/validate-list';
import { useOwnedCounts } from '../collection/use-collection';
import { useBuilderTranslation } from '../i18n';
import { ListDataChanges } from './data-changes';
import { EntryRow } from './entry-row';
import { GameSizeField } from './game-size-field';
import { IssueList } from './issue-list';
import type { ListPartProps } from './list-part';
import { NameField } from './name-field';
import { TotalsSummary } from './totals';
import { Checkbox } from '../../../ui/checkbox';

interface ListPanelProps extends ListPartProps {
  totals: ListTotals;
  issues: ValidationIssue[];
  /** Whether the list is saved, shown beside its name. */
  status?: ReactNode;
}

/** The list being built: name, game size, tournament mode, totals, entries and validation. */
export function ListPanel(props: ListPanelProps) {
  const { list, pack, text, totals, issues, dispatch, status } = props;
  const { t } = useBuilderTranslation();
  const rows = displayOrder(list, pack);
  const owned = useOwnedCounts();
  const shortfalls = useMemo(
    () => new Map(collectionShortfalls(list, owned).map((shortfall) => [shortfall.unitId, shortfall])),
    [list, owned],
  );
  return (
    <div className="flex flex-col gap-4">
      <NameField list={list} dispatch={dispatch} status={status} />
      <GameSizeField list={list} pack={pack} text={text} dispatch={dispatch} />
      <Checkbox
        label={t('list.tournament')}
        checked={list.tournament}
        onCheckedChange={(tournament) => dispatch({ type: 'set-tournament', tournament })}
      />
      <div className="hidden md:block">
        <TotalsSummary totals={totals} />
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-steel">{t('list.empty')}</p>
      ) : (
        <ul aria-label={t('list.units')} className="flex flex-col gap-2">
          {rows.map(({ entry, depth }) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              depth={depth}
              list={list}
              pack={pack}
              text={text}
              dispatch={dispatch}
              shortfall={shortfalls.get(entry.unitId)}
            />
          ))}
        </ul>
      )}
      <IssueList issues={issues} text={text} empty={list.entries.length === 0} />
      <ListDataChanges list={list} pack={pack} text={text} />
    </div>
  );
}
