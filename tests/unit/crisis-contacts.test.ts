// The crisis-contact register's rules: how a number is dialled, how an entry is found and named, when it is overdue.
import { describe, expect, it } from 'vitest';
import { contactIdFromName, describeCheckDate, findCrisisContact, needsCheck, overdueContacts, smsHref, telHref } from '@/lib/content/site/crisis-contacts';
import { CrisisContactSchema } from '@/lib/content/schemas';

const contact = (id: string, lastCheckedAt = '') => CrisisContactSchema.parse({ id, name: id, lastCheckedAt });

describe('dialling a register number', () => {
  it('keeps only the digits: Lifeline 13 11 14 dials tel:131114', () => {
    expect(telHref('Lifeline 13 11 14')).toBe('tel:131114');
    expect(telHref('13 11 14')).toBe('tel:131114');
    expect(telHref('(02) 9999-0000')).toBe('tel:0299990000');
    expect(telHref('000')).toBe('tel:000');
  });

  it('keeps a leading + for international numbers', () => {
    expect(telHref('+61 2 9999 0000')).toBe('tel:+61299990000');
  });

  it('gives no link for a number with no digits', () => {
    expect(telHref('')).toBe('');
    expect(telHref('ask at reception')).toBe('');
  });

  it('makes a text number an sms: link', () => {
    expect(smsHref('0477 13 11 14')).toBe('sms:0477131114');
    expect(smsHref('')).toBe('');
  });
});

describe('finding and naming entries', () => {
  const register = [contact('lifeline'), contact('emergency')];

  it('finds an entry by id, and nothing for an unknown or missing id', () => {
    expect(findCrisisContact(register, 'lifeline')?.id).toBe('lifeline');
    expect(findCrisisContact(register, 'beyond-blue')).toBeNull();
    expect(findCrisisContact(register, undefined)).toBeNull();
    expect(findCrisisContact(undefined, 'lifeline')).toBeNull();
  });

  it('derives a unique id from the name', () => {
    expect(contactIdFromName('Suicide Call Back Service', [])).toBe('suicide-call-back-service');
    expect(contactIdFromName('13YARN', [])).toBe('13yarn');
    expect(contactIdFromName('Lifeline', ['lifeline'])).toBe('lifeline-2');
    expect(contactIdFromName('Lifeline', ['lifeline', 'lifeline-2'])).toBe('lifeline-3');
    expect(contactIdFromName('!!!', [])).toBe('contact');
    expect(CrisisContactSchema.safeParse({ id: contactIdFromName('Kids Helpline (5–25)', []), name: 'x' }).success).toBe(true);
  });
});

describe('the 90-day check', () => {
  const today = '2026-06-30';
  it('is due after more than 90 days, not at 89 or 90', () => {
    expect(needsCheck(contact('a', '2026-04-02'), today)).toBe(false); // 89 days
    expect(needsCheck(contact('a', '2026-04-01'), today)).toBe(false); // 90 days
    expect(needsCheck(contact('a', '2026-03-31'), today)).toBe(true); // 91 days
  });

  it('is due for an entry never checked', () => {
    expect(needsCheck(contact('a', ''), today)).toBe(true);
  });

  it('lists the overdue entries in register order', () => {
    const register = [contact('never'), contact('fresh', '2026-06-01'), contact('old', '2025-01-01')];
    expect(overdueContacts(register, today).map((c) => c.id)).toEqual(['never', 'old']);
  });

  it('says when an entry was last checked in words', () => {
    expect(describeCheckDate('2026-03-02')).toBe('last checked 2 March 2026');
    expect(describeCheckDate('')).toBe('never checked');
  });
});
