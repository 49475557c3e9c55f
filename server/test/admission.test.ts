import { describe, expect, it } from 'vitest';
import { createAdmission } from '../src/common/admission';

describe('admission of requests', () => {
  it('starts the requests read in one turn of the event loop together, in the order they were read, once the reads are done', async () => {
    const admit = createAdmission();
    const events: string[] = [];
    admit(() => {
      events.push('request 1');
      // Another socket read, or a timer, that came up meanwhile: it waits for the next turn.
      setImmediate(() => events.push('next turn'));
    });
    admit(() => events.push('request 2'));
    admit(() => events.push('request 3'));
    expect(events).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['request 1', 'request 2', 'request 3']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['request 1', 'request 2', 'request 3', 'next turn']);
  });

  it('starts a request read during a turn in the next one', async () => {
    const admit = createAdmission();
    const events: string[] = [];
    admit(() => {
      events.push('request 1');
      admit(() => events.push('request 2'));
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['request 1']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['request 1', 'request 2']);
  });
});
