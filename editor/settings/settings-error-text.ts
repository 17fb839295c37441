// A refused save as the panel says it: the server's messages about single values, each with the row it is
// about, rather than the call's summary ('Invalid input. redirects.0.to: …').
import { redirectLegend } from './site-settings-text';
import type { SettingsError } from './use-site-settings';

function where(key: string): string | null {
  const redirect = /^redirects\.(\d+)(\.|$)/.exec(key);
  if (redirect) return redirectLegend(Number(redirect[1]));
  const category = /^categories\.(\d+)(\.|$)/.exec(key);
  if (category) return `Category ${Number(category[1]) + 1}`;
  const contact = /^siteSettings\.crisisContacts\.(\d+)(\.|$)/.exec(key);
  if (contact) return `Crisis contact ${Number(contact[1]) + 1}`;
  return null;
}

export function describeSettingsError(error: SettingsError): string {
  const entries = Object.entries(error.fields);
  // A refusal of the whole list (a loop, a published page's address) says it all in its message.
  if (entries.length === 0 || error.code !== 'invalid_input') return error.message;
  const lines = entries.map(([key, message]) => {
    const place = where(key);
    return place ? `${place}: ${message}` : message;
  });
  return [...new Set(lines)].join(' ');
}
