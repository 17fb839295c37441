// Saves text the browser has built as a file on the editor's computer.

/** Spreadsheet programs read a CSV file as UTF-8 (names with accents, other scripts) only with this mark. */
const UTF8_BOM = '\uFEFF';

export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const content = type.startsWith('text/csv') && !text.startsWith(UTF8_BOM) ? UTF8_BOM + text : text;
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked once the click has been handled: revoking within the same task can cancel the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
