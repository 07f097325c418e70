/** What one download came to. */
export type Download = { ms: number; bytes: number; lines: number };

const LINE_FEED = 0x0a;

/**
 * One GET read to its last byte, the time taken from the request to it. The body is counted as
 * it streams and dropped, so that the bench holds no more of it than a chunk: a 10,000-row file
 * kept whole would weigh on the machine the server shares. Any answer but a 200 fails.
 */
export const download = async (url: string, headers: Record<string, string>): Promise<Download> => {
  const began = performance.now();
  const response = await fetch(url, { headers });
  if (response.status !== 200 || !response.body) {
    throw new Error(`GET ${url}: ${response.status} ${await response.text()}`.slice(0, 300));
  }
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === LINE_FEED) lines += 1;
  }
  return { ms: performance.now() - began, bytes, lines };
};

/** The middle value; the upper middle of an even count. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('No values to take the median of.');
  return middle;
};
