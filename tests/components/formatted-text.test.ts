import { describe, expect, it } from 'vitest';
import { parseFormattedText } from '@/components/blocks/formatted-text/parse-formatted-text';

describe('formatted text', () => {
  it('turns blank-line separated blocks into paragraphs and ## lines into headings', () => {
    const text = '## Who we are\nWe listen.\nAny time.\n\n\nWe help.\n## Get help\nCall us';
    expect(parseFormattedText(text)).toEqual([
      { kind: 'heading', text: 'Who we are' },
      { kind: 'paragraph', lines: ['We listen.', 'Any time.'] },
      { kind: 'paragraph', lines: ['We help.'] },
      { kind: 'heading', text: 'Get help' },
      { kind: 'paragraph', lines: ['Call us'] },
    ]);
  });

  it('needs the space after ## and copes with Windows line endings and empty input', () => {
    expect(parseFormattedText('##Not a heading\r\n\r\nNext')).toEqual([
      { kind: 'paragraph', lines: ['##Not a heading'] },
      { kind: 'paragraph', lines: ['Next'] },
    ]);
    expect(parseFormattedText('')).toEqual([]);
    expect(parseFormattedText('\n \n')).toEqual([]);
  });
});
