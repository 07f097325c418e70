/** The Lighthouse categories the bench scores, as the CLI names them. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export type Category = (typeof CATEGORIES)[number];

/** Lighthouse's score of each category for one page, 0-100. */
export type PageScores = Record<Category, number>;

/**
 * The device Lighthouse plays: 'desktop' is its desktop preset; 'mobile' its default settings, a
 * phone's screen on a slow 4G network with the processor slowed 4x (simulated throttling).
 */
export type LighthousePreset = 'desktop' | 'mobile';

/**
 * Scores one page as a first visit in a fresh browser, signed in with `session` if given, as the
 * device of `preset` sees it.
 */
export type PageAudit = (
  url: URL,
  session: string | null,
  preset: LighthousePreset,
) => Promise<PageScores>;

/**
 * Lighthouse errors that a fresh browser usually gets past: headless Chromium now and then
 * reports no navigation start for a page that loads well.
 */
const TRANSIENT_CODES = new Set(['NO_NAVSTART']);

/** A Lighthouse run that failed, with Lighthouse's error code when it gave one. */
export class LighthouseRunError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'LighthouseRunError';
  }
}

/**
 * The code of the error the CLI printed when it failed before writing its report: it ends its
 * runtime error's message with the code in parentheses, and may print the error's stack.
 */
export const lighthouseCodeIn = (output: string): string | undefined =>
  (/^Runtime error encountered: .*\(([A-Z][A-Z0-9_]*)\)$/m.exec(output) ??
    /LighthouseError: ([A-Z][A-Z0-9_]*)/.exec(output))?.[1];

export const isTransientLighthouseError = (error: unknown): boolean =>
  error instanceof LighthouseRunError &&
  error.code !== undefined &&
  TRANSIENT_CODES.has(error.code);
