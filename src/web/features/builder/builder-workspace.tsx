import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ArmyList } from '../../../domain/army/army-list';
import type { DataPack } from '../../../domain/army/data-pack-schema';
import { listSaveState, type InitialList } from '../../../domain/army/list-draft';
import { encodeListShareCode } from '../../../domain/army/share-code';
import { listTotals, validateList } from '../../../domain/army/validate-list';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { preloadDialog } from '../../ui/dialog';
import { TooltipProvider } from '../../ui/tooltip';
import { BuilderLayout, type BuilderTab } from './builder-layout';
import { BuilderHeader } from './builder-header';
import { BuilderToolbar } from './builder-toolbar';
import { useKeepDraft } from './draft/builder-draft';
import { BuilderDraftNotice } from './draft/draft-notice';
import { useBuilderTranslation } from './i18n';
import { ListPanel } from './list/list-panel';
import { SaveStatus } from './list/save-status';
import { useArmyBuilder } from './list/use-army-builder';
import { useListActions } from './list/use-list-actions';
import { SavedListsSection } from './lists/saved-lists-section';
import { useSavedLists } from './lists/use-saved-lists';
import { writeBuilderPreferences } from './preferences';
import { printPath } from './share/share-link';
import { BuilderUnits } from './units/builder-units';
import { packText } from './units/pack-text';
import { useIsMobile } from './use-is-mobile';
import { useOnceTrue } from '../../lib/use-once-true';
import type { WorkspaceDialog } from './workspace-dialogs';

// The share, export and import dialogs (with the QR code encoder and the list reader) load when one
// is first asked for, with the dialogs' own panel: none is open when the builder opens.
const WorkspaceDialogs = lazy(async () => {
  const [module] = await Promise.all([import('./workspace-dialogs'), preloadDialog()]);
  return { default: module.WorkspaceDialogs };
});

/** The builder around one working list, which is kept on this device at every change. */
export function BuilderWorkspace({ pack, initial }: { pack: DataPack; initial: InitialList }) {
  const { t, language } = useBuilderTranslation();
  const navigate = useNavigate();
  const builder = useArmyBuilder(pack, initial.list, initial.saved);
  const { list, dispatch } = builder;
  const kept = useKeepDraft(list, builder.saved);
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<BuilderTab>('units');
  const [dialog, setDialog] = useState<WorkspaceDialog | null>(null);
  const actions = useListActions(builder, pack, () => setTab('list'));
  // The dialogs join the page when one is first asked for, and stay: none is open when the builder
  // opens, where they were work in its longest task on a phone.
  const dialogsWanted = useOnceTrue(dialog !== null);
  const inAccount =
    useSavedLists()
      .data?.find((ref) => ref.list.id === list.id)
      ?.locations.includes('cloud') ?? false;

  const text = useMemo(() => packText(pack, language), [pack, language]);
  const totals = useMemo(() => listTotals(list, pack), [list, pack]);
  const issues = useMemo(() => validateList(list, pack), [list, pack]);
  const faction = pack.factions.find((f) => f.id === list.factionId) ?? pack.factions[0]!;

  useEffect(() => {
    writeBuilderPreferences({ factionId: list.factionId });
  }, [list.factionId]);

  // A list asked for by a link while the draft had unsaved changes: offer it now, once.
  const offered = useRef(false);
  const { load } = actions;
  useEffect(() => {
    if (offered.current || !initial.then) return;
    offered.current = true;
    load(initial.then);
  }, [initial.then, load]);

  const onRenamed = (renamed: ArmyList) => {
    if (renamed.id !== list.id) return;
    if (builder.dirty) dispatch({ type: 'rename', name: renamed.name });
    else builder.markSaved(renamed);
  };

  const listColumn = (
    <div className="flex flex-col gap-4">
      <ListPanel
        list={list}
        pack={pack}
        text={text}
        totals={totals}
        issues={issues}
        dispatch={dispatch}
        status={<SaveStatus state={listSaveState(list, builder.saved)} inAccount={inAccount} kept={kept} />}
      />
      <SavedListsSection
        pack={pack}
        text={text}
        currentId={list.id}
        onLoad={actions.load}
        onRenamed={onRenamed}
        onDeleted={(id) => id === list.id && builder.replace(list, false)}
      />
    </div>
  );

  return (
    <TooltipProvider>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 md:px-4 md:py-6">
        <BuilderDraftNotice />
        <BuilderHeader pack={pack} text={text} faction={faction} factionId={list.factionId} onPick={actions.startNew}>
          <BuilderToolbar
            canUndo={builder.canUndo}
            canRedo={builder.canRedo}
            onNew={() => actions.startNew(list.factionId)}
            onImport={() => setDialog('import')}
            onUndo={builder.undo}
            onRedo={builder.redo}
            onSave={() => void actions.saveList()}
            onShare={() => setDialog('share')}
            onExport={() => setDialog('export')}
            onPrint={() => navigate(printPath(encodeListShareCode(list)))}
          />
        </BuilderHeader>
        <BuilderLayout
          isMobile={isMobile}
          tab={tab}
          onTab={setTab}
          totals={totals}
          units={
            <BuilderUnits
              pack={pack}
              text={text}
              faction={faction}
              entries={list.entries}
              getList={builder.getList}
              dispatch={dispatch}
            />
          }
          list={listColumn}
        />
      </div>

      {dialogsWanted ? (
        <Suspense fallback={null}>
          <WorkspaceDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            list={list}
            pack={pack}
            unsaved={builder.dirty || !builder.isSaved}
            actions={actions}
          />
        </Suspense>
      ) : null}
      {/* Asked before unsaved changes are dropped (a list opened over them): its panel loads when it opens. */}
      <ConfirmDialog
        open={actions.pending}
        title={t('unsaved.title')}
        body={t('unsaved.body')}
        confirmLabel={t('unsaved.discard')}
        cancelLabel={t('actions.cancel')}
        danger
        onConfirm={actions.confirm}
        onClose={actions.cancel}
      />
    </TooltipProvider>
  );
}
