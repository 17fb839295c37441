import { describe, expect, it } from 'vitest';
import { forgetVisitorState, shiftCounter } from '@/components/layout/quick-exit-action';

const clockAt = (times: number[]) => {
  let index = 0;
  return () => times[Math.min(index++, times.length - 1)];
};

describe('the quick exit shortcut', () => {
  it('exits on the third Shift within five seconds', () => {
    const counter = shiftCounter(clockAt([0, 1000, 4000]));
    expect(counter.press(true)).toBe(1);
    expect(counter.press(true)).toBe(2);
    expect(counter.press(true)).toBe(3);
  });

  it('starts again after any other key, so typing capitals never exits', () => {
    const counter = shiftCounter(clockAt([0, 100, 200, 300, 400]));
    expect(counter.press(true)).toBe(1);
    expect(counter.press(false)).toBe(0);
    expect(counter.press(true)).toBe(1);
    expect(counter.press(true)).toBe(2);
    expect(counter.press(false)).toBe(0);
  });

  it('starts again when the presses are spread over more than five seconds', () => {
    const counter = shiftCounter(clockAt([0, 3000, 5001, 5500, 6000]));
    expect(counter.press(true)).toBe(1);
    expect(counter.press(true)).toBe(2);
    expect(counter.press(true)).toBe(1);
    expect(counter.press(true)).toBe(2);
    expect(counter.press(true)).toBe(3);
  });

  it('counts from one again after exiting', () => {
    const counter = shiftCounter(clockAt([0, 1, 2, 3]));
    counter.press(true);
    counter.press(true);
    expect(counter.press(true)).toBe(3);
    expect(counter.press(true)).toBe(1);
  });
});

describe('forgetting what the site stored', () => {
  it('removes the text size and the analytics answer and clears the session, leaving staff drafts alone', () => {
    const local = new Map<string, string>([
      ['fontSize', '4'],
      ['analyticsConsent', 'granted'],
      ['editor-backup:u1:p1', '{}'],
    ]);
    const session = new Map<string, string>([['hub', 'x']]);
    forgetVisitorState({ removeItem: (key) => void local.delete(key) }, { clear: () => session.clear() });
    expect([...local.keys()]).toEqual(['editor-backup:u1:p1']);
    expect(session.size).toBe(0);
  });

  it('does nothing harmful when storage is blocked', () => {
    const blocked = {
      removeItem: () => {
        throw new Error('blocked');
      },
      clear: () => {
        throw new Error('blocked');
      },
    };
    expect(() => forgetVisitorState(blocked, blocked)).not.toThrow();
  });
});
