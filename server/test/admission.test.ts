import { describe, expect, it } from 'vitest';
import { createAdmission } from '../src/common/admission';

const busyFor = (ms: number) => {
  const ends = performance.now() + ms;
  while (performance.now() < ends);
};

describe('admission of requests', () => {
  it('takes requests up in the order they came, after the current turn of the event loop', async () => {
    const admit = createAdmission();
    const taken: string[] = [];
    admit(() => taken.push('first'));
    admit(() => taken.push('second'));
    admit(() => taken.push('third'));
    expect(taken).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(taken).toEqual(['first', 'second', 'third']);
  });

  it('hands the event loop back after a slice, so that what came meanwhile is read before the rest is handled', async () => {
    const admit = createAdmission(1);
    const events: string[] = [];
    const allTaken = new Promise<void>((resolve) => {
      admit(() => {
        events.push('request 1');
        // Work for longer than a slice; meanwhile, another socket has something to read.
        setImmediate(() => events.push('another socket read'));
        busyFor(3);
      });
      admit(() => {
        events.push('request 2');
        resolve();
      });
    });
    await allTaken;
    expect(events).toEqual(['request 1', 'another socket read', 'request 2']);
  });

  it('handles several quick requests in one slice', async () => {
    const admit = createAdmission(50);
    const events: string[] = [];
    const allTaken = new Promise<void>((resolve) => {
      admit(() => {
        events.push('request 1');
        setImmediate(() => events.push('later'));
      });
      admit(() => {
        events.push('request 2');
        resolve();
      });
    });
    await allTaken;
    expect(events).toEqual(['request 1', 'request 2']);
  });
});
