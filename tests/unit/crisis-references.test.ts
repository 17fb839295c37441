import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/content/rich-text';
import type { CrisisContact } from '@/lib/content/schemas';
import { crisisReferenceHtml, referencedContactIds, resolveCrisisReferences } from '@/lib/content/site/crisis-references';

const entry = (id: string, name: string, phone: string, text = ''): CrisisContact => ({
  id, name, phone, text, hours: '', region: '', notes: '', lastCheckedAt: '', lastCheckedBy: '',
});
const stored = `<p>Call ${crisisReferenceHtml(entry('crisis-line', 'Crisis line', '1800 000 000'), 'number')} or ` +
  `${crisisReferenceHtml(entry('emergency', 'Emergency', '000'), 'both')}. <a href="/get-help">More help</a></p>`;

describe('crisis-contact references in rich text', () => {
  it('are stored as a link that names the entry and what it shows, and survive the allow-list', () => {
    expect(stored).toBe(
      '<p>Call <a href="tel:1800000000" data-crisis-contact="crisis-line" data-show="number">1800 000 000</a> or ' +
        '<a href="tel:000" data-crisis-contact="emergency" data-show="both">Emergency 000</a>. <a href="/get-help">More help</a></p>',
    );
    expect(sanitizeRichText(stored)).toBe(stored);
    expect(referencedContactIds(stored)).toEqual(['crisis-line', 'emergency']);
  });

  it('show the register’s current number: a changed number changes in every text that names the entry', () => {
    const register = [entry('crisis-line', 'Crisis line', '1300 111 222'), entry('emergency', 'Emergency services', '000')];
    expect(resolveCrisisReferences(stored, register)).toBe(
      '<p>Call <a href="tel:1300111222" data-crisis-contact="crisis-line" data-show="number">1300 111 222</a> or ' +
        '<a href="tel:000" data-crisis-contact="emergency" data-show="both">Emergency services 000</a>. <a href="/get-help">More help</a></p>',
    );
  });

  it('keep what they showed when inserted for an entry the register no longer has', () => {
    expect(resolveCrisisReferences(stored, [entry('emergency', 'Emergency', '000')])).toContain('data-crisis-contact="crisis-line" data-show="number">1800 000 000</a>');
  });

  it('dial a text-only entry by sms, and show its name alone when asked', () => {
    const textLine = entry('text-line', 'Text line', '', '0477 131 114');
    expect(crisisReferenceHtml(textLine, 'both')).toBe('<a href="sms:0477131114" data-crisis-contact="text-line" data-show="both">Text line 0477 131 114</a>');
    expect(crisisReferenceHtml(textLine, 'name')).toContain('>Text line</a>');
  });

  it('escape what the register holds, so an entry’s name can never become markup', () => {
    const html = resolveCrisisReferences(stored, [entry('crisis-line', '<img src=x onerror=alert(1)>', '1800 000 000')]);
    expect(html).not.toContain('<img');
    expect(resolveCrisisReferences(crisisReferenceHtml(entry('crisis-line', 'A', '1'), 'name'), [entry('crisis-line', '<b>"x"</b>', '1')])).toContain(
      '>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</a>',
    );
  });

  it('lose a malformed id and an unknown display on save, and keep the link an ordinary one', () => {
    expect(sanitizeRichText('<a href="tel:131114" data-crisis-contact="Bad Id!" data-show="both">x</a>')).toBe('<a href="tel:131114">x</a>');
    expect(sanitizeRichText('<a href="tel:131114" data-crisis-contact="lifeline" data-show="shout">x</a>')).toBe(
      '<a href="tel:131114" data-crisis-contact="lifeline" data-show="both">x</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)" data-crisis-contact="lifeline">x</a>')).toBe('<a data-crisis-contact="lifeline" data-show="both">x</a>');
  });
});
