// How often a background job runs. Tests that wait for a job set its variable to a second or so instead of
// waiting out the production interval; nothing else should set them.
import 'server-only';

/** Milliseconds from the environment variable `name` when it is a whole number from 100 up; otherwise `fallback`. */
export function jobInterval(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 100 ? value : fallback;
}
