/**
 * The server's log: one JSON line per event, `{ level, at, event, ...fields }`, on stderr for warnings and errors
 * and stdout for the rest, so that a log collector can filter and count without parsing sentences. Fields name
 * things by id (page, form, job, request), never a visitor's or a user's personal data.
 *
 * The start script's messages to the person starting the site (the address, how to sign in, the seeding) are
 * written for that person, not through here.
 */
export type LogFields = Record<string, unknown>;

type Level = 'info' | 'warn' | 'error';

const writers: Record<Level, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

function write(level: Level, event: string, fields: LogFields): void {
  writers[level](JSON.stringify({ level, at: new Date().toISOString(), event, ...fields }));
}

export const log = {
  info: (event: string, fields: LogFields = {}) => write('info', event, fields),
  warn: (event: string, fields: LogFields = {}) => write('warn', event, fields),
  error: (event: string, fields: LogFields = {}) => write('error', event, fields),
};

/** What a log line says of an error: its message (and, for the server's own faults, its name and stack). */
export function errorFields(error: unknown, { stack = false }: { stack?: boolean } = {}): LogFields {
  if (!(error instanceof Error)) return { message: String(error) };
  return stack ? { error: error.name, message: error.message, stack: error.stack } : { message: error.message };
}
