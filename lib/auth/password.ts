import 'server-only';
import { hash, verify } from '@node-rs/argon2';

const options = { algorithm: 2 /* Argon2id: a const enum that isolated modules cannot import */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verifying against it costs the same time as a real one, so a missing account cannot be told apart by timing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hash(crypto.randomUUID(), options);
  return decoy;
}
