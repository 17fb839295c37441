import { describe, expect, it } from 'vitest';
import { speechChunks } from '@/components/page/read-aloud';

describe('speech chunks', () => {
  it('keeps short text whole', () => {
    expect(speechChunks('Need to talk? Call us.')).toEqual(['Need to talk? Call us.']);
  });

  it('splits long text at sentence breaks without losing words', () => {
    const sentence = 'We are here for you any time of day or night.';
    const text = Array.from({ length: 12 }, () => sentence).join(' ');
    const chunks = speechChunks(text, 100);
    expect(chunks.every((chunk) => chunk.length <= 100)).toBe(true);
    expect(chunks.join(' ')).toBe(text);
    expect(chunks[0].endsWith('.')).toBe(true);
  });

  it('splits one over-long sentence between words', () => {
    const text = 'word '.repeat(100).trim();
    const chunks = speechChunks(text, 50);
    expect(chunks.every((chunk) => chunk.length <= 50)).toBe(true);
    expect(chunks.join(' ')).toBe(`${text}.`);
  });

  it('ends each line (a heading, a list item) as a sentence, so it is spoken with a pause', () => {
    expect(speechChunks('Get support\nWe listen, any time\nCall us!')).toEqual(['Get support. We listen, any time. Call us!']);
  });
});
