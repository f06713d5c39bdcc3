/** A subject id that can go in a link's anchor as it is; anything else links to the page alone. */
const SUBJECT_ID = /^[A-Za-z0-9_.-]{1,100}$/;

/** The element id a unit's row has on the unit stats page. */
export const unitAnchor = (unitId: string) => `unit-${unitId}`;

/**
 * Where the subject of a data problem report is shown in the app: a unit's row in the unit
 * stats, a mission or a rules section by anchor; null for a kind it does not know.
 */
export function dataReportSubjectPath(kind: unknown, id: unknown): string | null {
  const subject = typeof id === 'string' && SUBJECT_ID.test(id) ? id : null;
  if (kind === 'unit') return subject ? `/unit-stats#${unitAnchor(subject)}` : '/unit-stats';
  if (kind === 'mission') return subject ? `/missions#${subject}` : '/missions';
  if (kind === 'rule-section') return subject ? `/rules#${subject}` : '/rules';
  return null;
}
