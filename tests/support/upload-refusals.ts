// What the hostile-upload tests share: the answer a refused upload gets, and the files left in a folder.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

export const refusal = (message: string) => ({ error: { code: 'invalid_input', message, fields: { file: message } } });

/** Every file under the folder (none when it is missing or not given). */
export function filesUnder(dir: string | undefined): string[] {
  if (!dir || !fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

type UploadHarness = {
  api: { signedInAs: (username: string, roles: ['editor']) => Promise<string> };
  upload: (file: File, options: { cookie: string }) => Promise<{ status: number; body: unknown }>;
};

/** The harness with an editor signed in through the API. */
export async function withEditor<H extends UploadHarness>(h: H): Promise<{ h: H; editor: string }> {
  return { h, editor: await h.api.signedInAs('eddie', ['editor']) };
}

/**
 * A check that an upload is refused with a 400 and the plain sentence and leaves nothing behind: `stored` reads
 * everything an accepted upload would leave (metadata, audit entries, files in the buckets).
 */
export function refusalCheck(session: () => { h: UploadHarness; editor: string }, stored: () => Promise<unknown>) {
  return async (file: File, message: string) => {
    const { h, editor } = session();
    const before = await stored();
    const result = await h.upload(file, { cookie: editor });
    expect(result.status, file.name).toBe(400);
    expect(result.body, file.name).toEqual(refusal(message));
    expect(await stored(), file.name).toEqual(before);
  };
}
