import { ArrowLeft, Printer } from 'lucide-react';
import { useMemo } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { indexPack } from '../../../../domain/army/pack-index';
import { listTotals, listVerdict } from '../../../../domain/army/validate-list';
import { ButtonLink } from '../../../ui/button-link';
import { useBuilderTranslation } from '../i18n';
import { issueMessage, packText } from '../units/pack-text';
import { fitsInQrCode, QrCode } from '../../../ui/qr-code';
import { printPath, sharedListPath } from './share-link';
import { SharedListRows } from './shared-list-rows';
import { VerdictLine } from './verdict-line';
import { useOrigin } from '../../../lib/use-origin';
import { Button } from '../../../ui/button';

/** Keywords that keep a unit off a courtesy print: the opponent should not see them coming. */
export const COURTESY_HIDDEN_TERMS = ['scout', 'ambusher'] as const;

export function isHiddenInCourtesyPrint(pack: DataPack, unitId: string): boolean {
  const unit = indexPack(pack).unitsById.get(unitId);
  if (!unit) return false;
  return [...unit.keywords, ...unit.specialRules].some((term) =>
    (COURTESY_HIDDEN_TERMS as readonly string[]).includes(term.id),
  );
}

/** Print rules for this page only: the app's header and footer, and the controls, stay off paper. */
const PRINT_CSS = `@media print {
  #root > div > header, #root > div > footer, #root > div > a, [data-print="hide"] { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; }
  main { padding: 0 !important; }
}`;

/**
 * The list ready to print, with a QR code of its share link. The courtesy print leaves out
 * units with Scout or Ambusher (and characters that joined them) and the totals that would
 * give them away.
 */
export function PrintView({
  code,
  list,
  pack,
  courtesy,
}: {
  code: string;
  list: ArmyList;
  pack: DataPack;
  courtesy: boolean;
}) {
  const { t, language } = useBuilderTranslation();
  const text = useMemo(() => packText(pack, language), [pack, language]);
  const totals = listTotals(list, pack);
  const verdict = useMemo(() => listVerdict(list, pack), [list, pack]);
  const faction = pack.factions.find((f) => f.id === list.factionId) ?? pack.factions[0]!;
  const origin = useOrigin();
  const url = `${origin}${sharedListPath(code)}`;
  const fitsQr = useMemo(() => fitsInQrCode(url), [url]);
  const size =
    list.gameSize.kind === 'preset'
      ? t('list.gameSizeOption', { name: text.gameSizeName(list.gameSize.presetId), points: totals.limit ?? '?' })
      : t('export.customSize', { points: list.gameSize.points });

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 print:max-w-none print:text-black">
      <style>{PRINT_CSS}</style>
      <div data-print="hide" className="flex flex-wrap gap-2">
        <ButtonLink to={sharedListPath(code)} variant="ghost" icon={ArrowLeft}>
          {t('print.back')}
        </ButtonLink>
        <Button variant="primary" icon={Printer} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
        <ButtonLink to={printPath(code, !courtesy)} variant="secondary" replace>
          {courtesy ? t('print.full') : t('print.courtesy')}
        </ButtonLink>
      </div>
      <header className="flex items-start justify-between gap-4 border-b border-line pb-4 print:border-black">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-steel print:text-black">
            {text.factionName(faction)} · {size}
            {list.tournament ? ` · ${t('list.tournament')}` : ''}
          </p>
          <h1 className="text-2xl break-words print:text-black">{list.name || t('list.untitled')}</h1>
          {courtesy ? (
            <p className="text-sm text-steel print:text-black">
              {t('print.courtesyNote', {
                scout: text.termName('keyword', 'scout'),
                ambusher: text.termName('keyword', 'ambusher'),
              })}
            </p>
          ) : (
            <p className="text-steel print:text-black">
              {t('export.totals', { points: totals.points, command: totals.command, units: totals.units })}
            </p>
          )}
          <VerdictLine verdict={verdict} />
        </div>
        <figure className={`flex flex-col items-center gap-1 ${fitsQr ? 'shrink-0' : 'min-w-0 flex-1'}`}>
          {/* The code needs the address the reader used, which only the browser knows. */}
          {origin ? (
            <QrCode value={url} label={t('share.qr')} tooLong={t('print.qrTooLong')} className="size-28" />
          ) : (
            <div aria-hidden="true" className="size-28" />
          )}
          <figcaption className="text-xs break-all text-steel print:text-black">
            {fitsQr ? t('print.scan') : url}
          </figcaption>
        </figure>
      </header>
      <SharedListRows
        list={list}
        pack={pack}
        text={text}
        hide={courtesy ? (unitId) => isHiddenInCourtesyPrint(pack, unitId) : undefined}
      />
      {verdict.legal ? null : (
        <ul aria-label={t('issues.title')} className="list-disc pl-5 text-sm text-danger-ink print:text-black">
          {verdict.issues
            .filter((issue) => issue.severity === 'error')
            .map((issue, index) => (
              <li key={`${issue.code}-${issue.entryId ?? index}`}>{issueMessage(t, issue, text)}</li>
            ))}
        </ul>
      )}
      <p className="text-xs text-steel print:text-black">{t('export.footer', { version: pack.version })}</p>
    </article>
  );
}
