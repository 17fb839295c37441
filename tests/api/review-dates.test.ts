// page/reviewDate, page/setReviewBy, page/markReviewed: a page's 'Review by' date, given at publish (sooner for a
// sensitive topic), set or cleared by staff, and moved on by 'Mark reviewed', which records who and when.
import { describe, expect, it } from 'vitest';
import { addMonths } from 'date-fns';
import { withEditors, type Harness } from '../support/api-harness';

let h: Harness, admin: string, editor: string, formsOnly: string;
withEditors((opened) => ({ h, admin, editor, formsOnly } = opened));

const ok = async (result: Promise<{ status: number; body: any }>) => {
  const answer = await result;
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
const day = (months: number) => addMonths(new Date(), months).toISOString().slice(0, 10);
let counter = 0;
async function newPage(slug: string, { publish = false, tags = [] as string[] } = {}) {
  // A page on a sensitive topic shows crisis support, as publishing requires.
  const contents = [{ componentType: 'EmergencyContact', key: 'help', contactId: 'crisis-line', phoneNumber: '1800 000 000' }];
  const page = { _id: `page-review-date-${++counter}`, domainId: 'default', slug, version: 0, tags, header: { title: slug }, contents };
  await ok(h.call(publish ? 'page/publishPage' : 'page/save', { body: { page }, cookie: admin }));
  return page._id;
}
const read = (_id: string, cookie = editor) => ok(h.call('page/reviewDate', { query: { _id }, cookie }));

describe('review dates', () => {
  it('a draft has none; publishing gives one 12 months ahead, 6 for a sensitive topic, and keeps a date already set', async () => {
    const draft = await newPage('review-draft');
    expect(await read(draft)).toMatchObject({ reviewBy: null, lastReviewed: null, overdue: false, months: 12, sensitiveTopic: null });
    const plain = await newPage('review-plain', { publish: true });
    expect((await read(plain)).reviewBy).toBe(day(12));
    const sensitive = await newPage('review-sensitive', { publish: true, tags: ['topic:self-harm'] });
    expect(await read(sensitive)).toMatchObject({ reviewBy: day(6), months: 6, sensitiveTopic: 'self-harm' });

    await ok(h.call('page/setReviewBy', { body: { _id: draft, reviewBy: day(2) }, cookie: editor }));
    const page = await ok(h.call('page/load', { query: { slug: 'review-draft', domainId: 'default' }, cookie: admin }));
    await ok(h.call('page/publishPage', { body: { page }, cookie: admin }));
    expect((await read(draft)).reviewBy).toBe(day(2));
    // Nothing of it reaches the page or its published copy.
    expect(JSON.stringify(await h.store.collection('publishedPages').findOne({ _id: draft }))).not.toContain('reviewBy');
  });

  it('sets and clears the date; refuses a past day, a day past five years or not in the calendar, changing nothing', async () => {
    const id = await newPage('review-set');
    const set = await ok(h.call('page/setReviewBy', { body: { _id: id, reviewBy: day(3) }, cookie: editor }));
    expect(set.reviewBy).toBe(day(3));
    for (const [reviewBy, message] of [
      ['2020-01-01', 'The review date is in the past: choose today or a later day.'],
      [day(61), 'Choose a review date within 5 years.'],
      ['2027-02-30', 'reviewBy is not a day of the calendar'],
    ] as const) {
      const refused = await h.call('page/setReviewBy', { body: { _id: id, reviewBy }, cookie: editor });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('invalid_input');
      expect(JSON.stringify(refused.body.error)).toContain(message);
    }
    expect((await read(id)).reviewBy).toBe(day(3));
    expect((await ok(h.call('page/setReviewBy', { body: { _id: id, reviewBy: null }, cookie: editor }))).reviewBy).toBeNull();
    expect(await h.store.collection('auditLog').count({ action: 'page.reviewDate', target: id })).toBe(2);
  });

  it("'Mark reviewed' records who and when and moves the date on; a date gone by reads as overdue", async () => {
    const id = await newPage('review-mark', { publish: true });
    await h.store.collection('reviewDates').update({ _id: id }, { $set: { reviewBy: '2020-01-01' } });
    expect((await read(id)).overdue).toBe(true);
    const marked = await ok(h.call('page/markReviewed', { body: { _id: id }, cookie: editor }));
    expect(marked).toMatchObject({ reviewBy: day(12), overdue: false, lastReviewed: { name: 'eddie' } });
    expect(Date.now() - Date.parse(marked.lastReviewed.at)).toBeLessThan(60_000);
    expect(await h.store.collection('auditLog').count({ action: 'page.reviewed', target: id })).toBe(1);
  });

  it('answers 401 signed out, 403 to someone who does not edit, 404 for an unknown page, 400 for bad input', async () => {
    const id = await newPage('review-refusals');
    expect((await h.call('page/reviewDate', { query: { _id: id } })).status).toBe(401);
    expect((await h.call('page/markReviewed', { body: { _id: id } })).status).toBe(401);
    expect((await h.call('page/markReviewed', { body: { _id: id }, cookie: formsOnly })).status).toBe(403);
    expect((await h.call('page/setReviewBy', { body: { _id: id, reviewBy: null }, cookie: formsOnly })).status).toBe(403);
    const missing = await h.call('page/markReviewed', { body: { _id: 'page-nowhere' }, cookie: editor });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect((await h.call('page/setReviewBy', { body: { _id: id }, cookie: editor })).status).toBe(400);
    expect(await h.store.collection('reviewDates').count({ _id: id })).toBe(0);
  });
});
