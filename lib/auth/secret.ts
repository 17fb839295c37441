import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { env } from '@/lib/config/env';

let key: Uint8Array | undefined;

/**
 * The key that signs session tokens: AUTH_SECRET, or (embedded store only, so one machine)
 * a random secret created once and kept in DATA_DIR/.auth-secret, so a fresh clone needs no setup.
 */
export function authKey(): Uint8Array {
  if (key) return key;
  const config = env();
  let secret = config.AUTH_SECRET;
  if (!secret) {
    const dir = path.resolve(config.DATA_DIR);
    const file = path.join(dir, '.auth-secret');
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    secret = fs.readFileSync(file, 'utf8').trim();
  }
  key = new TextEncoder().encode(secret);
  return key;
}
