import { useTranslation } from 'react-i18next';
import type { CsvReport } from '../../../contracts/unit-data';
import { hasUnitChanges, summariseUnitChanges, type UnitValueChange } from '../../../domain/army/unit-changes-summary';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** Names listed in full; beyond this the dialog says how many more. */
const SHOWN = 8;

function Names({ names }: { names: string[] }) {
  const { t } = useTranslation('unit-data');
  const more = names.length - SHOWN;
  return (
    <span className="text-steel">
      {names.slice(0, SHOWN).join(' · ')}
      {more > 0 ? ` ${t('publish.confirm.more', { count: more })}` : ''}
    </span>
  );
}

function Values({ label, rows }: { label: string; rows: UnitValueChange[] }) {
  const { t } = useTranslation('unit-data');
  if (!rows.length) return null;
  return (
    <li>
      <span className="font-semibold">{label}</span>
      <ul className="ms-5 list-disc">
        {rows.slice(0, SHOWN).map((row) => (
          <li key={row.unitId}>
            {row.name}:{' '}
            <span className="tabular-nums">{t('publish.confirm.fromTo', { from: row.from, to: row.to })}</span>
          </li>
        ))}
        {rows.length > SHOWN ? <li>{t('publish.confirm.more', { count: rows.length - SHOWN })}</li> : null}
      </ul>
    </li>
  );
}

/**
 * Asks before a checked sheet becomes everyone's unit data (issue 21), saying what it changes:
 * units added, removed and changed, with every points and AVB change. Cancel publishes nothing.
 */
export function PublishDialog({
  open,
  fileName,
  changes,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  fileName: string;
  changes: CsvReport['changes'];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('unit-data');
  const summary = summariseUnitChanges(changes);
  const any = hasUnitChanges(summary);
  return (
    <Dialog
      open={open}
      title={t('publish.confirm.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('publish.confirm.cancel')}
          </Button>
          <Button variant="primary" disabled={busy || !any} onClick={onConfirm}>
            {busy ? t('publish.publishing') : t('publish.confirm.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p>{t('publish.confirm.intro', { name: fileName })}</p>
        {any ? (
          <ul aria-label={t('publish.confirm.listLabel')} className="flex flex-col gap-2">
            {summary.changed.length ? (
              <li>
                <span className="font-semibold">{t('publish.confirm.changed', { count: summary.changed.length })}</span>{' '}
                <Names names={summary.changed.map((unit) => unit.name)} />
              </li>
            ) : null}
            <Values label={t('publish.confirm.points')} rows={summary.points} />
            <Values label={t('publish.confirm.avb')} rows={summary.avb} />
            {summary.otherFields ? <li>{t('publish.confirm.otherFields', { count: summary.otherFields })}</li> : null}
            {summary.added.length ? (
              <li>
                <span className="font-semibold text-legal">
                  {t('publish.confirm.added', { count: summary.added.length })}
                </span>{' '}
                <Names names={summary.added.map((unit) => unit.name)} />
              </li>
            ) : null}
            {summary.removed.length ? (
              <li>
                <span className="font-semibold text-warn">
                  {t('publish.confirm.removed', { count: summary.removed.length })}
                </span>{' '}
                <Names names={summary.removed.map((unit) => unit.name)} />
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-warn">{t('publish.noChanges')}</p>
        )}
      </div>
    </Dialog>
  );
}
