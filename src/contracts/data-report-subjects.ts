/**
 * What a data report can be about. Apart from the report contract (data-reports.ts) so the report
 * button every unit, mission and rules section shows can check a kind without loading zod and the
 * report's schemas with the page (issue 14).
 */
export const DATA_REPORT_SUBJECTS = ['unit', 'mission', 'rule-section'] as const;
export type DataReportSubject = (typeof DATA_REPORT_SUBJECTS)[number];
