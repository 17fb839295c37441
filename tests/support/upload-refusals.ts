// What the hostile-upload tests share: the answer a refused upload gets, and the files left in a folder.
import fs from 'node:fs';
import path from 'node:path';

export const refusal = (message: string) => ({ error: { code: 'invalid_input', message, fields: { file: message } } });

/** Every file under the folder (none when it is missing or not given). */
export function filesUnder(dir: string | undefined): string[] {
  if (!dir || !fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(dir, name)).isFile());
}
