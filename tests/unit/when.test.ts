import { describe, expect, it } from 'vitest';
import { timeText, whenText, zoneName } from '@/editor/ui/when';

describe('times in the editor', () => {
  it('name the viewer’s zone as people say it', () => {
    expect(zoneName('Australia/Adelaide')).toBe('Adelaide time');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneName('UTC')).toBe('UTC');
    expect(zoneName('Etc/UTC')).toBe('UTC');
    expect(zoneName('')).toBe('UTC');
  });

  it('say a moment in words with the zone, and nothing for no moment', () => {
    const at = new Date(2026, 10, 26, 7, 29).toISOString();
    expect(whenText(at)).toBe(`7:29 AM on 26 November 2026, ${zoneName()}`);
    expect(timeText(at)).toBe(`7:29 AM, ${zoneName()}`);
    expect(whenText(null)).toBe('');
    expect(whenText('not a time')).toBe('');
  });
});
