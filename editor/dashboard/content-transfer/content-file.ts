// Reads a chosen content export file in the browser and checks its envelope, so a wrong file is named in plain
// words before anything is sent. The server checks the whole document again (lib/content-transfer/format.ts).
import { fileTooLarge, notAContentExport } from './content-transfer-labels';

/** The format name and version every export carries (CONTENT_FORMAT and CONTENT_FORMAT_VERSION on the server). */
const FORMAT = 'charity-site-content';
const VERSION = 1;
/** The server takes requests up to 1,000,000 characters; the import's own fields need a little room. */
const MAX_DOCUMENT_CHARS = 999_000;
/** Larger files are refused unread: even with spaces taken out they could never fit. */
const MAX_FILE_BYTES = 20_000_000;

export type ContentFile = {
  fileName: string;
  document: Record<string, unknown>;
  /** What the file holds, for the line under the file input. */
  domainName: string;
  scope: 'page' | 'site';
  exportedAt: string;
  pages: number;
  siteParts: boolean;
};

export type ContentFileResult = { ok: true; file: ContentFile } | { ok: false; message: string };

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const megabytes = (chars: number) => (chars / 1_000_000).toFixed(1);

/** Checks what the browser can see of a document: that it is JSON, an export of this format and small enough. */
export function checkContentText(fileName: string, text: string): ContentFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: notAContentExport('it is not a JSON file, or it was cut short.') };
  }
  if (!isObject(parsed) || parsed.format !== FORMAT) return { ok: false, message: notAContentExport('it was not made by Export this site or Export this page.') };
  const doc = parsed;
  if (doc.version !== VERSION) return { ok: false, message: notAContentExport(`it is a version ${String(doc.version)} export, and only version ${VERSION} can be imported.`) };
  if (!Array.isArray(doc.pages)) return { ok: false, message: notAContentExport('it has no list of pages.') };
  const compact = JSON.stringify(doc).length;
  if (compact > MAX_DOCUMENT_CHARS) return { ok: false, message: fileTooLarge(megabytes(compact)) };
  const source = isObject(doc.source) ? doc.source : {};
  return {
    ok: true,
    file: {
      fileName,
      document: doc,
      domainName: typeof source.domainName === 'string' ? source.domainName : '',
      scope: doc.scope === 'page' ? 'page' : 'site',
      exportedAt: typeof doc.exportedAt === 'string' ? doc.exportedAt : '',
      pages: doc.pages.length,
      siteParts: ['nav', 'footer', 'siteSettings'].some((part) => doc[part] !== undefined),
    },
  };
}

export async function readContentFile(file: File): Promise<ContentFileResult> {
  if (file.size > MAX_FILE_BYTES) return { ok: false, message: fileTooLarge(megabytes(file.size)) };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, message: 'The file could not be read. Choose it again, or check that it is not open in another program.' };
  }
  return checkContentText(file.name, text);
}
