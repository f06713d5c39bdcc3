import { FilePlus2, FileText, Printer, Redo2, Save, Share2, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { createList, type ArmyList } from '../../../domain/army/army-list';
import type { DataPack, FactionId } from '../../../domain/army/data-pack-schema';
import { profileCount, stampWithPack } from '../../../domain/army/list-commands';
import { encodeListShareCode } from '../../../domain/army/share-code';
import { listTotals, validateList } from '../../../domain/army/validate-list';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { TooltipProvider } from '../../ui/tooltip';
import { useBuilderTranslation } from './i18n';
import { announceSave } from './lists/save-feedback';
import { SavedListsPanel } from './lists/saved-lists-panel';
import { useListMutations, useSavedLists } from './lists/use-saved-lists';
import { ListPanel } from './list/list-panel';
import { TotalsSummary } from './list/totals';
import { newListId, nowIso, useArmyBuilder } from './list/use-army-builder';
import { readBuilderPreferences, writeBuilderPreferences } from './preferences';
import { ExportDialog } from './share/export-dialog';
import { printPath } from './share/share-link';
import { ShareDialog } from './share/share-dialog';
import { FactionEmblem } from './units/faction-emblem';
import { packText } from './units/pack-text';
import { UnitBrowser } from './units/unit-browser';
import { UnitCard } from './units/unit-card';
import { useIsMobile } from './use-is-mobile';

/**
 * The army builder. Picks the list to open (the one asked for, else the one open last time,
 * else a new list for the last faction), then hands over to the workspace.
 */
export function ArmyBuilder({ pack, requestedListId }: { pack: DataPack; requestedListId?: string | null }) {
  const { t } = useBuilderTranslation();
  const saved = useSavedLists();
  const [initial, setInitial] = useState<{ list: ArmyList; saved: boolean } | null>(null);

  useEffect(() => {
    // Wait for a read made after mounting: a list saved elsewhere a moment ago must be seen.
    if (initial || !saved.isFetchedAfterMount) return;
    const preferences = readBuilderPreferences();
    const wanted = requestedListId ?? preferences.listId;
    const found = saved.data?.find((ref) => ref.list.id === wanted)?.list;
    if (found) {
      setInitial({ list: found, saved: true });
      return;
    }
    const factionId = pack.factions.find((f) => f.id === preferences.factionId)?.id ?? pack.factions[0]!.id;
    setInitial({ list: createList({ id: newListId(), factionId, now: nowIso() }, pack), saved: false });
  }, [initial, saved.isFetchedAfterMount, saved.data, requestedListId, pack]);

  if (!initial) return <Spinner label={t('loading')} />;
  return <BuilderWorkspace pack={pack} initial={initial.list} initiallySaved={initial.saved} />;
}

type Tab = 'units' | 'list';

function BuilderWorkspace({
  pack,
  initial,
  initiallySaved,
}: {
  pack: DataPack;
  initial: ArmyList;
  initiallySaved: boolean;
}) {
  const { t, language } = useBuilderTranslation();
  const navigate = useNavigate();
  const builder = useArmyBuilder(pack, initial, initiallySaved);
  const { list, dispatch } = builder;
  const { save } = useListMutations();
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<Tab>('units');
  const [dialog, setDialog] = useState<'share' | 'export' | null>(null);
  const [pending, setPending] = useState<{ action: () => void } | null>(null);
  const tabsId = useId();

  const text = useMemo(() => packText(pack, language), [pack, language]);
  const totals = useMemo(() => listTotals(list, pack), [list, pack]);
  const issues = useMemo(() => validateList(list, pack), [list, pack]);
  const faction = pack.factions.find((f) => f.id === list.factionId) ?? pack.factions[0]!;
  const factionUnits = useMemo(
    () => pack.units.filter((unit) => unit.factionId === list.factionId),
    [pack, list.factionId],
  );

  useEffect(() => {
    writeBuilderPreferences({ factionId: list.factionId });
  }, [list.factionId]);

  /** Runs an action that would drop unsaved changes only after the player agrees. */
  const guard = (action: () => void) => (builder.dirty ? setPending({ action }) : action());

  const startNew = (factionId: FactionId) =>
    guard(() => {
      builder.replace(createList({ id: newListId(), factionId, now: nowIso() }, pack), false);
      writeBuilderPreferences({ factionId, listId: undefined });
    });

  const load = (next: ArmyList) =>
    guard(() => {
      builder.replace(next, true);
      writeBuilderPreferences({ factionId: next.factionId, listId: next.id });
      setTab('list');
      toast.success(t('saved.loaded', { name: next.name || t('list.untitled') }));
    });

  /** Saves the list on screen; the list that is current afterwards, or null when nothing was saved. */
  const saveList = async (): Promise<ArmyList | null> => {
    const stamped = stampWithPack({ ...list, updatedAt: nowIso() }, pack);
    try {
      const current = announceSave(await save.mutateAsync(stamped), t);
      if (current === stamped) builder.markSaved(stamped);
      else builder.replace(current, true);
      writeBuilderPreferences({ listId: current.id });
      return current;
    } catch {
      toast.error(t('saved.saveFailed'));
      return null;
    }
  };

  const add = useCallback(
    (unitId: string) => {
      const result = dispatch({ type: 'add-unit', unitId });
      if (!result.ok) toast.error(t(`rejections.${result.rejection}`));
    },
    [dispatch, t],
  );
  const { getList } = builder;
  const removeOne = useCallback(
    (unitId: string) => {
      const entry = getList().entries.find((e) => e.unitId === unitId);
      if (entry) dispatch({ type: 'remove-unit', entryId: entry.id });
    },
    [getList, dispatch],
  );
  const avbReached = t('unit.avbReached');

  const unitsPanel = (
    <UnitBrowser
      label={t('browser.label', { faction: text.factionName(faction) })}
      units={factionUnits}
      text={text}
      renderUnit={(unit) => {
        const count = list.entries.filter((e) => e.unitId === unit.id).reduce((sum, e) => sum + e.quantity, 0);
        const blocked = profileCount(list, pack, unit.id) >= unit.avb ? avbReached : null;
        return (
          <UnitCard
            unit={unit}
            text={text}
            count={count}
            accent={faction.accentColour}
            onAdd={add}
            onRemove={count > 0 ? removeOne : undefined}
            addBlockedReason={blocked}
          />
        );
      }}
    />
  );

  const listPanel = (
    <div className="flex flex-col gap-4">
      <ListPanel list={list} pack={pack} text={text} totals={totals} issues={issues} dispatch={dispatch} />
      <details className="rounded-xl border border-line bg-surface/60 p-3">
        <summary className="min-h-8 cursor-pointer font-semibold text-ink">{t('saved.title')}</summary>
        <div className="mt-3">
          <SavedListsPanel
            pack={pack}
            text={text}
            currentId={list.id}
            onLoad={load}
            onRenamed={(renamed) => {
              if (renamed.id !== list.id) return;
              if (builder.dirty) dispatch({ type: 'rename', name: renamed.name });
              else builder.markSaved(renamed);
            }}
            onDeleted={(id) => {
              if (id === list.id) builder.replace(list, false);
            }}
          />
        </div>
      </details>
    </div>
  );

  const panel = (id: Tab, labelKey: string, content: ReactNode) =>
    isMobile ? (
      <div
        role="tabpanel"
        id={`${tabsId}-${id}-panel`}
        aria-labelledby={`${tabsId}-${id}-tab`}
        hidden={tab !== id}
        className="pb-40"
      >
        {content}
      </div>
    ) : (
      <section
        aria-labelledby={`${tabsId}-${id}-heading`}
        className={`min-w-0 ${id === 'list' ? 'md:sticky md:top-20 md:max-h-[calc(100dvh-6rem)] md:self-start md:overflow-y-auto md:pr-1' : ''}`}
      >
        <h2 id={`${tabsId}-${id}-heading`} className="mb-3 text-xl">
          {t(labelKey)}
        </h2>
        {content}
      </section>
    );

  return (
    <TooltipProvider>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 md:px-4 md:py-6">
        <header
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 md:p-4"
          style={{ borderTopColor: faction.accentColour, borderTopWidth: 4 }}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="flex items-center gap-2 text-2xl md:text-3xl">
              <FactionEmblem factionId={faction.id} colour={faction.accentColour} className="size-8" />
              {t('title')}
            </h1>
            <Toolbar
              canUndo={builder.canUndo}
              canRedo={builder.canRedo}
              onNew={() => startNew(list.factionId)}
              onUndo={builder.undo}
              onRedo={builder.redo}
              onSave={() => void saveList()}
              onShare={() => setDialog('share')}
              onExport={() => setDialog('export')}
              onPrint={() => navigate(printPath(encodeListShareCode(list)))}
            />
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-steel">{t('faction.label')}</legend>
            <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
              {pack.factions.map((option) => (
                <label key={option.id} className="relative">
                  <input
                    type="radio"
                    name="faction"
                    value={option.id}
                    checked={option.id === list.factionId}
                    onChange={() => startNew(option.id)}
                    className="peer sr-only"
                  />
                  <span
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-night px-3 py-2 text-sm font-semibold text-ink peer-checked:bg-raised peer-focus-visible:outline-2 peer-focus-visible:outline-gold-bright"
                    style={option.id === list.factionId ? { borderColor: option.accentColour } : undefined}
                  >
                    <FactionEmblem factionId={option.id} colour={option.accentColour} />
                    {text.factionName(option)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </header>

        {isMobile ? (
          <div role="tablist" aria-label={t('tabs.label')} className="grid grid-cols-2 gap-1 rounded-xl bg-surface p-1">
            {(['units', 'list'] as const).map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`${tabsId}-${id}-tab`}
                aria-controls={`${tabsId}-${id}-panel`}
                aria-selected={tab === id}
                tabIndex={tab === id ? 0 : -1}
                onClick={() => setTab(id)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                    const next = id === 'units' ? 'list' : 'units';
                    setTab(next);
                    document.getElementById(`${tabsId}-${next}-tab`)?.focus();
                  }
                }}
                className="min-h-11 rounded-lg font-semibold text-steel aria-selected:bg-raised aria-selected:text-gold"
              >
                {id === 'units' ? t('tabs.units') : t('tabs.list', { count: totals.units })}
              </button>
            ))}
          </div>
        ) : null}

        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          {panel('units', 'tabs.units', unitsPanel)}
          {panel('list', 'tabs.myList', listPanel)}
        </div>
      </div>

      {isMobile ? (
        <div
          aria-label={t('totals.label')}
          role="region"
          className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-night/95 px-4 py-2 backdrop-blur"
        >
          <TotalsSummary totals={totals} compact />
        </div>
      ) : null}

      <ShareDialog
        open={dialog === 'share'}
        list={list}
        unsaved={builder.dirty || !builder.isSaved}
        onSave={saveList}
        onClose={() => setDialog(null)}
      />
      <ExportDialog open={dialog === 'export'} list={list} pack={pack} onClose={() => setDialog(null)} />
      <Dialog
        open={pending !== null}
        title={t('unsaved.title')}
        onClose={() => setPending(null)}
        actions={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setPending(null)}>
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className={buttonStyles.danger}
              onClick={() => {
                const action = pending?.action;
                setPending(null);
                action?.();
              }}
            >
              {t('unsaved.discard')}
            </button>
          </>
        }
      >
        <p>{t('unsaved.body')}</p>
      </Dialog>
    </TooltipProvider>
  );
}

function Toolbar(props: {
  canUndo: boolean;
  canRedo: boolean;
  onNew: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onShare: () => void;
  onExport: () => void;
  onPrint: () => void;
}) {
  const { t } = useBuilderTranslation();
  const button = (label: string, icon: ReactNode, onClick: () => void, disabled = false, primary = false) => (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      title={label}
      className={`${primary ? buttonStyles.primary : buttonStyles.ghost} min-w-11 px-2.5 md:px-3`}
    >
      {icon}
      <span className={primary ? '' : 'sr-only lg:not-sr-only'}>{label}</span>
    </button>
  );
  const icon = 'size-4';
  return (
    <div role="toolbar" aria-label={t('actions.label')} className="flex flex-wrap gap-1">
      {button(t('actions.new'), <FilePlus2 aria-hidden="true" className={icon} />, props.onNew)}
      {button(t('actions.undo'), <Undo2 aria-hidden="true" className={icon} />, props.onUndo, !props.canUndo)}
      {button(t('actions.redo'), <Redo2 aria-hidden="true" className={icon} />, props.onRedo, !props.canRedo)}
      {button(t('actions.share'), <Share2 aria-hidden="true" className={icon} />, props.onShare)}
      {button(t('actions.export'), <FileText aria-hidden="true" className={icon} />, props.onExport)}
      {button(t('actions.print'), <Printer aria-hidden="true" className={icon} />, props.onPrint)}
      {button(t('actions.save'), <Save aria-hidden="true" className={icon} />, props.onSave, false, true)}
    </div>
  );
}
