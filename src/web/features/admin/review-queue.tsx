import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberSummary } from '../../../contracts/social';
import { displayName, profileRef } from '../../../domain/social/social';
import './i18n';

/** Pieces the admin queues (reported content, data problem reports) share. */

/** "Written by <name>", the name linking to the member's profile (plain text for a deleted account). */
export function ByMember({
  i18nKey,
  member,
  date,
}: {
  /** The texts that name a member (a wider key type is too much for `Trans` to check). */
  i18nKey: 'reports.writtenBy' | 'reports.reportedBy' | 'dataReports.reportedBy' | 'dataReports.answeredBy';
  member: MemberSummary | null;
  /** For texts that also say when. */
  date?: string;
}) {
  const { t } = useTranslation('admin');
  const link = member ? (
    <Link to={`/u/${encodeURIComponent(profileRef(member))}`} className="font-semibold break-words" />
  ) : (
    <span />
  );
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ name: member ? displayName(member) : t('reports.unknownMember'), date }}
      components={{ member: link }}
    />
  );
}

/** One entry of a queue: a card named by its heading, its status beside the heading, then its details. */
export function QueueItem({
  headingId,
  heading,
  status,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-night/60 p-3 md:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-sans text-base font-semibold break-words text-ink">
          {heading}
        </h3>
        {status}
      </div>
      {children}
    </li>
  );
}

/** The queue's status filter: one pressed button per status. */
export function StatusFilter<Status extends string>({
  label,
  statuses,
  value,
  onChange,
  name,
}: {
  label: string;
  statuses: readonly Status[];
  value: Status;
  onChange: (status: Status) => void;
  name: (status: Status) => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-1 self-start rounded-lg bg-night/60 p-1">
      {statuses.map((each) => (
        <button
          key={each}
          type="button"
          aria-pressed={value === each}
          onClick={() => onChange(each)}
          className="min-h-11 rounded-md px-3 font-semibold text-steel hover:text-ink aria-pressed:bg-raised aria-pressed:text-gold md:px-4"
        >
          {name(each)}
        </button>
      ))}
    </div>
  );
}
