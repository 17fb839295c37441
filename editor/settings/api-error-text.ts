// A refused call as a panel says it. The server's summary of values that failed its checks ('Invalid input.
// domain.hostnames.0: …') names them by path; each value's own message (each once) reads better.
import { ApiError } from '../api-client';

/** How lib/api/dispatch.ts begins the summary of values that failed the call's input checks. */
export const INPUT_SUMMARY = 'Invalid input.';

export function apiErrorText(failure: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(failure instanceof ApiError)) return failure instanceof Error ? failure.message : fallback;
  const messages = Object.values(failure.fields ?? {});
  return failure.message.startsWith(INPUT_SUMMARY) && messages.length ? [...new Set(messages)].join(' ') : failure.message;
}
