import autocannon from 'autocannon';

export type Request = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
};

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers 503 with Retry-After: the server said at once it was too busy (not a failure). */
  busy: number;
};

/**
 * Hammers one URL on loopback and returns its throughput and latency. A busy server's 503 is
 * counted apart; any other answer but a 2xx fails the bench: the speed of an error page is
 * nobody's figure.
 */
export const loadTest = async (
  request: Request,
  options: { connections: number; seconds: number },
): Promise<LoadFigures> => {
  const result = await autocannon({
    url: request.url,
    method: request.method,
    connections: options.connections,
    duration: options.seconds,
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const where = `${request.method} ${request.url}`;
  if (result.requests.total === 0)
    throw new Error(`${where}: no answer within ${options.seconds} s.`);
  const busy =
    (result.statusCodeStats as Record<string, { count: number }> | undefined)?.['503']?.count ?? 0;
  const failed = result.non2xx - busy + result.errors + result.timeouts;
  if (failed > 0)
    throw new Error(`${where}: ${failed} of ${result.requests.total} requests failed.`);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    busy,
  };
};
