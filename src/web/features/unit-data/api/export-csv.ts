import { UNIT_DATA_PATHS } from '../../../../contracts/unit-data';

/** Downloads the current unit data as a CSV in the reference layout (admins only, so with the token). */
export async function exportCsv(token: string | null): Promise<{ csv: string; fileName: string }> {
  const response = await fetch(UNIT_DATA_PATHS.exportCsv, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Export failed with ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'rookery-units.csv';
  return { csv: await response.text(), fileName };
}
