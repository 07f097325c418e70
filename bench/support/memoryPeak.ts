import { residentMb } from './processMemory';

const SAMPLE_MS = 25;

/**
 * The resident memory of process `pid` before `work` and its highest while `work` runs, MB,
 * sampled every 25 ms from /proc: a file held whole instead of streamed would show as a rise of
 * its own size or more, lasting far longer than 25 ms.
 */
export const memoryPeakDuring = async <T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; beforeMb: number; peakMb: number }> => {
  const beforeMb = residentMb(pid);
  if (beforeMb === 0) throw new Error(`Process ${pid} is gone: its memory cannot be read.`);
  let peakMb = beforeMb;
  const sample = () => {
    peakMb = Math.max(peakMb, residentMb(pid));
  };
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    const result = await work();
    sample();
    return { result, beforeMb, peakMb };
  } finally {
    clearInterval(timer);
  }
};
