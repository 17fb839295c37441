// Blocker: a page on a sensitive topic (site settings' sensitiveTopics, e.g. suicide) with no crisis signpost.
// Someone reading it may be at risk now: the page must show where to get help, either an Emergency Contact block
// or a reference to a helpline of the crisis-contact register (any component or field with a `contactId`).
import type { PublishRule } from './types';
import { visitPage } from './walk';

const EMERGENCY_CONTACT = 'EmergencyContact';

/** The sensitive topic a page is tagged with: a tag equal to a topic, whole or as the value of 'category:value'. */
export function sensitiveTopicOf(tags: readonly string[], topics: readonly string[]): string | null {
  const wanted = new Map(topics.map((topic) => [topic.trim().toLowerCase(), topic.trim()]));
  for (const tag of tags) {
    const whole = tag.trim().toLowerCase();
    const value = whole.includes(':') ? whole.slice(whole.indexOf(':') + 1).trim() : null;
    const topic = wanted.get(whole) ?? (value === null ? undefined : wanted.get(value));
    if (topic !== undefined && topic !== '') return topic;
  }
  return null;
}

export const crisisSignpost: PublishRule = ({ page, sensitiveTopics }) => {
  const topic = sensitiveTopicOf(page.tags, sensitiveTopics);
  if (topic === null) return [];
  let signposted = false;
  visitPage(page, ({ value }) => {
    if (signposted) return false;
    if (value.componentType === EMERGENCY_CONTACT || (typeof value.contactId === 'string' && value.contactId.trim() !== '')) signposted = true;
  });
  if (signposted) return [];
  return [
    {
      rule: 'crisis-signpost',
      severity: 'blocker',
      message: `This page is tagged '${topic}', a sensitive topic, but shows no crisis support. Add an Emergency Contact block or a helpline from the crisis contacts so readers can get help straight away.`,
      path: 'tags',
    },
  ];
};
