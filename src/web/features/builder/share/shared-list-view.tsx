import { CloudOff, CopyPlus, FileText, Link2Off, Printer, ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import type { MemberSummary } from '../../../../contracts/social';
import type { ArmyList } from '../../../../domain/army/army-list';
import { displayName } from '../../../../domain/social/social';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { displayOrder } from '../../../../domain/army/list-commands';
import { indexPack } from '../../../../domain/army/pack-index';
import { decodeShareCode, fromSharedList, type ShareCodeError } from '../../../../domain/army/share-code';
import { listTotals, listVerdict, type ListVerdict } from '../../../../domain/army/validate-list';
import { buttonStyles } from '../../../ui/button-styles';
import { TooltipProvider } from '../../../ui/tooltip';
import { useBuilderTranslation } from '../i18n';
import { ListDataChanges } from '../list/data-changes';
import { IssueList } from '../list/issue-list';
import { TotalsSummary } from '../list/totals';
import { newListId, nowIso } from '../list/use-army-builder';
import { announceSave } from '../lists/save-feedback';
import { useListMutations } from '../lists/use-saved-lists';
import { FactionEmblem } from '../units/faction-emblem';
import { packText, type PackText } from '../units/pack-text';
import { ExportDialog } from './export-dialog';
import { printPath } from './share-link';
import { verdictLine } from './verdict';

export type DecodedListCode = { ok: true; list: ArmyList } | { ok: false; error: ShareCodeError };

/** A share code as a list to show (ids and dates are the reader's, not part of the code). */
export function decodeListCode(code: string | undefined): DecodedListCode {
  const decoded = decodeShareCode(code ?? '');
  if (!decoded.ok) return decoded;
  return { ok: true, list: fromSharedList(decoded.value, { id: 'shared', now: nowIso() }) };
}

/** "This link is broken": a share code that is malformed, cut short or altered. */
export function BrokenListLink({ error }: { error: ShareCodeError }) {
  const { t } = useBuilderTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Link2Off aria-hidden="true" className="size-14 text-danger-ink" />
      <h1 className="text-3xl">{t('shared.broken.title')}</h1>
      <p className="text-steel">{t('shared.broken.body')}</p>
      <p className="text-sm text-steel">{t(`shared.broken.reasons.${error.code}`)}</p>
      <Link to="/builder" className={buttonStyles.primary}>
        {t('shared.broken.toBuilder')}
      </Link>
    </section>
  );
}

/** A short link whose list is gone, or that cannot be looked up without a connection. */
export function UnavailableListLink({ reason, retry }: { reason: 'missing' | 'offline'; retry?: () => void }) {
  const { t } = useBuilderTranslation();
  const Icon = reason === 'missing' ? Link2Off : CloudOff;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Icon aria-hidden="true" className="size-14 text-danger-ink" />
      <h1 className="text-3xl">{t(`shared.${reason}.title`)}</h1>
      <p className="text-steel">{t(`shared.${reason}.body`)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {retry ? (
          <button type="button" className={buttonStyles.secondary} onClick={retry}>
            {t('shared.offline.retry')}
          </button>
        ) : null}
        <Link to="/builder" className={buttonStyles.primary}>
          {t('shared.broken.toBuilder')}
        </Link>
      </div>
    </section>
  );
}

/** The rows of a shared or printed list, with points as they are now and what changed. */
export function SharedListRows({
  list,
  pack,
  text,
  hide,
}: {
  list: ArmyList;
  pack: DataPack;
  text: PackText;
  hide?: (unitId: string) => boolean;
}) {
  const { t } = useBuilderTranslation();
  const { unitsById } = indexPack(pack);
  const rows = displayOrder(list, pack);
  const hidden = new Set<string>();
  for (const { entry } of rows) {
    const hostHidden = entry.attachedTo !== null && hidden.has(entry.attachedTo);
    if (hostHidden || hide?.(entry.unitId)) hidden.add(entry.id);
  }
  return (
    <ul aria-label={t('list.units')} className="flex flex-col gap-2">
      {rows
        .filter(({ entry }) => !hidden.has(entry.id))
        .map(({ entry, depth }) => {
          const unit = unitsById.get(entry.unitId);
          const host = entry.attachedTo === null ? undefined : list.entries.find((e) => e.id === entry.attachedTo);
          const changed = unit && entry.savedPoints !== null && entry.savedPoints !== unit.points;
          return (
            <li
              key={entry.id}
              data-unit={entry.unitId}
              className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-line bg-surface px-3 py-2 print:border-black/30 print:bg-white ${
                depth ? 'ml-6 border-dashed' : ''
              }`}
            >
              <span className="font-semibold text-ink print:text-black">
                {text.unitName(entry.unitId)}
                {entry.quantity > 1 ? (
                  <span className="ml-1 text-steel print:text-black">× {entry.quantity}</span>
                ) : null}
                {depth && host ? (
                  <span className="ml-2 text-sm font-normal text-steel print:text-black">
                    {t('verdict.joins', { unit: text.unitName(host.unitId) })}
                  </span>
                ) : null}
                {unit?.highCommand ? (
                  <span className="ml-2 text-xs font-semibold text-gold print:text-black">{t('unit.highCommand')}</span>
                ) : null}
              </span>
              <span className="text-sm text-steel print:text-black">
                {unit ? t('list.entryPoints', { points: unit.points * entry.quantity }) : t('list.unknownUnit')}
                {changed ? (
                  <span className="ml-2 inline-flex items-center gap-1 font-semibold text-warn print:text-black">
                    <TriangleAlert aria-hidden="true" className="size-4" />
                    {t('shared.pointsChanged', { before: entry.savedPoints, after: unit.points })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
    </ul>
  );
}

/** The list's legality in one line, for a reader or an opponent: legal for N points, or not. */
export function VerdictLine({ verdict }: { verdict: ListVerdict }) {
  const { t } = useBuilderTranslation();
  const Icon = verdict.legal ? ShieldCheck : ShieldAlert;
  return (
    <p
      className={`flex items-center gap-2 font-semibold print:text-black ${verdict.legal ? 'text-legal' : 'text-danger-ink'}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {verdictLine(t, verdict)}
    </p>
  );
}

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
  const faction = pack.factions.find((f) => f.id === list.factionId) ?? pack.factions[0]!;
  const size =
    list.gameSize.kind === 'preset'
      ? t('list.gameSizeOption', { name: text.gameSizeName(list.gameSize.presetId), points: totals.limit ?? '?' })
      : t('export.customSize', { points: list.gameSize.points });

  const copyToMyLists = async () => {
    const now = nowIso();
    const copy: ArmyList = { ...list, id: newListId(), createdAt: now, updatedAt: now };
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
        <header
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
          style={{ borderTopColor: faction.accentColour, borderTopWidth: 4 }}
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-steel">
            <FactionEmblem factionId={faction.id} colour={faction.accentColour} />
            {t('shared.kicker', { faction: text.factionName(faction) })}
          </p>
          <h1 className="text-2xl break-words md:text-3xl">{list.name || t('list.untitled')}</h1>
          {owner ? <p className="text-sm text-steel">{t('shared.by', { name: displayName(owner) })}</p> : null}
          <p className="text-steel">
            {size}
            {list.tournament ? ` · ${t('list.tournament')}` : ''}
          </p>
          <TotalsSummary totals={totals} />
          <VerdictLine verdict={verdict} />
        </header>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} onClick={() => void copyToMyLists()}>
            <CopyPlus aria-hidden="true" className="size-4" />
            {t('shared.copy')}
          </button>
          <Link to={printPath(code)} className={buttonStyles.secondary}>
            <Printer aria-hidden="true" className="size-4" />
            {t('actions.print')}
          </Link>
          <Link to={printPath(code, true)} className={buttonStyles.secondary}>
            <Printer aria-hidden="true" className="size-4" />
            {t('print.courtesy')}
          </Link>
          <button type="button" className={buttonStyles.secondary} onClick={() => setExporting(true)}>
            <FileText aria-hidden="true" className="size-4" />
            {t('actions.export')}
          </button>
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
