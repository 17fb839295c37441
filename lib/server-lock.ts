// The running server's note in an embedded data directory (DATA_DIR/server.json: its process and port), so that
// commands run beside it (npm run backup, npm run restore) ask it instead of opening the directory a second time.
import fs from 'node:fs';
import path from 'node:path';

export const SERVER_LOCK_FILE = 'server.json';

export type ServerLock = { pid: number; port: number; startedAt: string };

export function writeServerLock(dataDir: string, port: number, now = new Date()): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock: ServerLock = { pid: process.pid, port, startedAt: now.toISOString() };
  fs.writeFileSync(path.join(dataDir, SERVER_LOCK_FILE), JSON.stringify(lock), { mode: 0o600 });
}

/** Removes the note if it is this process's own (a newer server's note is left alone). */
export function removeServerLock(dataDir: string): void {
  const lock = readLock(dataDir);
  if (lock?.pid === process.pid) fs.rmSync(path.join(dataDir, SERVER_LOCK_FILE), { force: true });
}

/** The server that holds the directory, if its process is still alive (a note left by a crash means nothing). */
export function liveServer(dataDir: string): ServerLock | null {
  const lock = readLock(dataDir);
  if (!lock) return null;
  try {
    process.kill(lock.pid, 0);
    return lock;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? lock : null;
  }
}

function readLock(dataDir: string): ServerLock | null {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(dataDir, SERVER_LOCK_FILE), 'utf8')) as Partial<ServerLock>;
    if (Number.isInteger(value.pid) && Number.isInteger(value.port) && typeof value.startedAt === 'string') return value as ServerLock;
  } catch {
    // missing or unreadable: no server
  }
  return null;
}
