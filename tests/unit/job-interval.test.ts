import { afterEach, describe, expect, it } from 'vitest';
import { jobInterval } from '@/lib/jobs/interval';

const NAME = 'TEST_ONLY_JOB_INTERVAL_MS';

describe('a job interval from the environment', () => {
  afterEach(() => {
    delete process.env[NAME];
  });

  it('is the production interval when the variable is unset', () => {
    expect(jobInterval(NAME, 15_000)).toBe(15_000);
  });

  it('is the variable when it is a whole number of milliseconds from 100 up', () => {
    process.env[NAME] = '1000';
    expect(jobInterval(NAME, 15_000)).toBe(1000);
    process.env[NAME] = '100';
    expect(jobInterval(NAME, 15_000)).toBe(100);
  });

  it('ignores a value that would make the job spin or is not a number', () => {
    for (const value of ['0', '99', '-5', '1.5', 'soon', '']) {
      process.env[NAME] = value;
      expect(jobInterval(NAME, 15_000), value).toBe(15_000);
    }
  });
});
