import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageIssue, StorageReport } from '../../../../domain/storage-policy';
import { useFormat } from '../../../lib/format';
import { StatusPill } from '../admin-panel';

const ISSUE_TEXTS = {
  'storage.too_large': 'storage.issues.too_large',
  'storage.too_many_keys': 'storage.issues.too_many_keys',
  'storage.too_many_auth_keys': 'storage.issues.too_many_auth_keys',
} as const satisfies Record<StorageIssue, ParseKeys<'admin'>>;

/** One tool: what it does, and its buttons. */
export function Tool({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-night/60 p-3 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-col gap-0.5">
        <h3 className="font-sans text-base font-semibold text-ink">{title}</h3>
        <p className="text-sm text-steel">{body}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{children}</div>
    </li>
  );
}

/** How healthy this browser's storage is, its sizes and what is wrong with it. */
export function StorageSummary({ report }: { report: StorageReport }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[
          [
            t('storage.health'),
            <StatusPill key="h" tone={report.health === 'good' ? 'good' : 'bad'}>
              {t(`storage.healthStates.${report.health}`)}
            </StatusPill>,
          ],
          [t('storage.keys'), format.number(report.keyCount)],
          [t('storage.authKeys'), format.number(report.authKeyCount)],
          [t('storage.size'), t('storage.kb', { value: format.number(report.characters / 1024, { max: 1 }) })],
        ].map(([label, value], index) => (
          <div key={index} className="flex flex-col gap-1 rounded-lg border border-line bg-night/60 p-3">
            <dt className="text-sm text-steel">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {report.issues.length ? (
        <ul className="list-disc pl-6 text-warn">
          {report.issues.map((issue) => (
            <li key={issue}>{t(ISSUE_TEXTS[issue])}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
