/**
 * Saves text as a file through the browser's download. The address is let go a moment later, not
 * at once: some browsers start reading it only after the click has returned.
 */
export function downloadText(text: string, fileName: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const CSV_TYPE = 'text/csv;charset=utf-8';
