// What the presence notice says, kept apart from the component so the wording is tested as text.
import type { PresenceEditor } from '@/lib/content/pages/presence';
import { timeText } from '../ui/when';

export type { PresenceEditor };

const time = timeText;

/** '<name> is also editing this page (since h:mm a).'; several people are listed in one sentence. Empty for nobody. */
export function presenceText(editors: readonly PresenceEditor[]): string {
  if (editors.length === 0) return '';
  if (editors.length === 1) return `${editors[0].name} is also editing this page (since ${time(editors[0].since)}).`;
  const named = editors.map((editor) => `${editor.name} (since ${time(editor.since)})`);
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)} are also editing this page.`;
}
