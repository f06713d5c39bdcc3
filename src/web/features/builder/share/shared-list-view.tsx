import { CopyPlus, FileText, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MemberSummary } from '../../../../contracts/social';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { listTotals, listVerdict } from '../../../../domain/army/validate-list';
import { ButtonLink } from '../../../ui/button-link';
import { toast } from '../../../ui/toast';
import { TooltipProvider } from '../../../ui/tooltip';
import { useBuilderTranslation } from '../i18n';
import { ListDataChanges } from '../list/data-changes';
import { IssueList } from '../list/issue-list';
import { newListId, nowIso } from '../list/use-army-builder';
import { announceSave } from '../lists/save-feedback';
import { useListMutations } from '../lists/use-saved-lists';
import { packText } from '../units/pack-text';
import { ExportDialog } from './export-dialog';
import { copyOfList } from './list-code';
import { printPath } from './share-link';
import { SharedListHeader } from './shared-list-header';
import { SharedListRows } from './shared-list-rows';
import { Button } from '../../../ui/button';

/** A shared list in the reader's language, checked against the current data. */
export function SharedListView({
  code,
  list,
  pack,
  owner = null,
}: {
  code: string;
  list: ArmyList;
  pack: DataPack;
  /** Who shared it, for lists opened by a short link. */
  owner?: MemberSummary | null;
}) {
  const { t, language } = useBuilderTranslation();
  const navigate = useNavigate();
  const { save } = useListMutations();
  const [exporting, setExporting] = useState(false);
  const text = useMemo(() => packText(pack, language), [pack, language]);
  const totals = useMemo(() => listTotals(list, pack), [list, pack]);
  const verdict = useMemo(() => listVerdict(list, pack), [list, pack]);
  const issues = verdict.issues;
  const copyToMyLists = async () => {
    const copy = copyOfList(list, newListId(), nowIso());
    try {
      announceSave(await save.mutateAsync(copy), t, 'shared.copied');
      navigate(`/builder?list=${encodeURIComponent(copy.id)}`);
    } catch {
      toast.error(t('saved.saveFailed'));
    }
  };

  return (
    <TooltipProvider>
      <article className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 md:py-10">
        <SharedListHeader list={list} pack={pack} text={text} owner={owner} totals={totals} verdict={verdict} />
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" icon={CopyPlus} onClick={() => void copyToMyLists()}>
            {t('shared.copy')}
          </Button>
          <ButtonLink to={printPath(code)} variant="secondary" icon={Printer}>
            {t('actions.print')}
          </ButtonLink>
          <ButtonLink to={printPath(code, true)} variant="secondary" icon={Printer}>
            {t('print.courtesy')}
          </ButtonLink>
          <Button variant="secondary" icon={FileText} onClick={() => setExporting(true)}>
            {t('actions.export')}
          </Button>
        </div>
        <SharedListRows list={list} pack={pack} text={text} />
        <IssueList issues={issues} text={text} />
        <ListDataChanges list={list} pack={pack} text={text} />
        <p className="text-sm text-steel">
          <Link to="/check" className="text-gold underline-offset-2 hover:underline">
            {t('check.fromShared')}
          </Link>
        </p>
      </article>
      <ExportDialog open={exporting} list={list} pack={pack} onClose={() => setExporting(false)} />
    </TooltipProvider>
  );
}
