import { COMMIT_OUTCOME_UNKNOWN_PROBLEM } from '@hanout/contract';
import { describe, expect, it } from 'vitest';
import { readCommitted } from '../../../src/modules/idempotency';
import { Problem } from '../../../src/lib/problems';

/** The error pg raises when an administrator terminates the backend. */
const terminated = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe("a committed write's answer", () => {
  it('is read again while the connection comes back', async () => {
    let reads = 0;
    const answer = await readCommitted(() => {
      reads++;
      return reads < 3 ? Promise.reject(terminated()) : Promise.resolve('the document');
    });
    expect(answer).toBe('the document');
    expect(reads).toBe(3);
  });

  it('answers 503 "retry only with the same key" when the database stays away, never a plain retry', async () => {
    let reads = 0;
    const failure = await readCommitted(() => {
      reads++;
      return Promise.reject(terminated());
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Problem);
    expect(failure).toMatchObject({ status: 503, type: COMMIT_OUTCOME_UNKNOWN_PROBLEM });
    expect((failure as Problem).detail).toMatch(/was saved/);
    expect(reads).toBeGreaterThan(1);
  });

  it('lets any other error through at once', async () => {
    let reads = 0;
    const notFound = new Problem(404, 'Invoice not found');
    await expect(
      readCommitted(() => {
        reads++;
        return Promise.reject(notFound);
      }),
    ).rejects.toBe(notFound);
    expect(reads).toBe(1);
  });
});
