/** Load generators: autocannon over loopback, and the same concurrency in-process for the floors. */
import autocannon from 'autocannon';

export interface Measure {
  /** Requests (or iterations) per second, averaged over the run. */
  rps: number;
  p50: number;
  p99: number;
  /**
   * HTTP only: p99 including each connection's first request. When the server is saturated from
   * the first instant, Node takes up the 50 new connections one by one, and the first request of
   * the last ones waits seconds (measured on a bare Fastify route burning 13 ms per request:
   * server-side 15 ms p99, client-side 4.2 s). p50 and p99 leave those out: the steady state of
   * connections kept alive, as a browser keeps its own.
   */
  p99WithFirst?: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  total: number;
  /** The first failure's status and text, to explain it. */
  sample?: string;
}

export interface HttpLoad {
  method: 'GET' | 'POST';
  /** A fixed path, or a new one for each request (a different code scanned each time). */
  path: string | (() => string);
  headers?: Record<string, string>;
  /** A new JSON body for each request (varying ids), when the endpoint takes one. */
  body?: () => unknown;
  /** Seconds before a request counts as timed out (long PDF reports). */
  timeout?: number;
}

export async function loadHttp(baseUrl: string, load: HttpLoad, seconds: number, connections: number): Promise<Measure> {
  // As a browser sends it: the app may answer large JSON gzipped.
  const headers = {
    'accept-encoding': 'gzip, deflate, br',
    ...(load.body ? { 'content-type': 'application/json' } : {}),
    ...load.headers,
  };
  let sample: string | undefined;
  const steady: number[] = [];
  const started = new WeakSet<object>();
  // autocannon's promise is also its event emitter (its typings show only the promise).
  const run = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: load.timeout ?? 10,
    requests: [
      {
        method: load.method,
        path: typeof load.path === 'string' ? load.path : load.path(),
        headers,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          ...(typeof load.path === 'function' ? { path: load.path() } : {}),
          ...(load.body ? { body: JSON.stringify(load.body()) } : {}),
        }),
        onResponse: (status: number, body: string) => {
          if ((status < 200 || status >= 300) && !sample) sample = `${status} ${String(body).slice(0, 200)}`;
        },
      },
    ],
  });
  (run as unknown as NodeJS.EventEmitter).on('response', (client: object, _status: number, _bytes: number, time: number) => {
    if (started.has(client)) steady.push(time);
    else started.add(client);
  });
  const result = await run;
  steady.sort((a, b) => a - b);
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: percentile(steady, 50),
    p99: percentile(steady, 99),
    p99WithFirst: result.latency.p99,
    failures,
    total: result.requests.total,
    sample: sample ?? (failures ? `${result.errors} errors, ${result.timeouts} timeouts` : undefined),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/**
 * Runs `work` with `concurrency` calls in flight for `seconds`, as autocannon keeps its
 * connections busy: the floor a route could reach if HTTP cost nothing.
 */
export async function loadInProcess(work: () => Promise<unknown>, seconds: number, concurrency: number): Promise<Measure> {
  const latencies: number[] = [];
  let failures = 0;
  let sample: string | undefined;
  const started = performance.now();
  const ends = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < ends) {
        const t = performance.now();
        try {
          await work();
          latencies.push(performance.now() - t);
        } catch (error) {
          failures++;
          sample ??= String(error instanceof Error ? error.message : error).slice(0, 200);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    total: latencies.length + failures,
    sample,
  };
}

export interface Timed {
  /** From the request to the first byte of the body (ms). */
  firstByteMs: number;
  /** From the request to the end of the body (ms). */
  totalMs: number;
  bytes: number;
  status: number;
}

/** One GET, timed to its first byte and to its end. */
export async function timeRequest(url: string, headers: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  let firstByteMs = NaN;
  let bytes = 0;
  for await (const chunk of response.body ?? []) {
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += (chunk as Uint8Array).byteLength;
  }
  return { firstByteMs, totalMs: performance.now() - started, bytes, status: response.status };
}

/** Asks a GET and leaves once its first bytes are in (the server stops when it sees the client gone). */
export async function firstBytesOnly(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  const reader = response.body?.getReader();
  await reader?.read();
  await reader?.cancel();
}
