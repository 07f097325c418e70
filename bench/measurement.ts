/** A budget a figure must meet: at most `max`, or at least `min`, in the figure's own unit. */
export type Budget = { max?: number; min?: number };

/** What a figure is, before it is taken. */
export type FigureName = {
  /** The part of the bench: 'App weight', 'Lighthouse', 'Server', 'Scale', 'Start'. */
  section: string;
  /** What was measured: a route, an endpoint, a data directory. */
  subject: string;
  /** Which figure of it: 'JS gzip', 'performance', 'req/s', 'p99'... */
  metric: string;
  unit: string;
  budget?: Budget;
};

/** One figure of the bench: one row of the table and one entry of bench/results.json. */
export type Measurement = FigureName & {
  /** Null when the figure could not be taken: `error` says why. */
  value: number | null;
  error?: string;
};

export const isMissing = (measurement: Measurement): boolean => measurement.value === null;

/** Null when the figure has no budget or is missing. */
export const meetsBudget = ({ value, budget }: Measurement): boolean | null => {
  if (!budget || value === null) return null;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return true;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The figures named, reported missing because of `error`. */
export const missingFigures = (names: FigureName[], error: unknown): Measurement[] =>
  names.map((name) => ({ ...name, value: null, error: messageOf(error) }));

/**
 * The figures `measure` takes or, when it fails, the figures named reported missing with its
 * error: one failure never loses the bench's other figures.
 */
export const measureOrMissing = async (
  names: FigureName[],
  measure: () => Promise<Measurement[]>,
  log: (message: string) => void,
): Promise<Measurement[]> => {
  try {
    return await measure();
  } catch (error) {
    const [first] = names;
    const what = first ? `${first.section}, ${first.subject}` : 'a figure';
    log(`${what}: missing (${messageOf(error)})`);
    return missingFigures(names, error);
  }
};

/**
 * The figures named, with the values taken for them by metric; a figure without a value is
 * reported missing, for `whyMissing`.
 */
/** A busy server's at-once 503s under a load, counted apart: neither failures nor answers. */
export const BUSY_METRIC = 'busy (503)';

export const withValues = (
  names: FigureName[],
  values: Record<string, number | undefined>,
  whyMissing = 'not taken',
): Measurement[] =>
  names.map((name) => {
    const value = values[name.metric];
    return value === undefined ? { ...name, value: null, error: whyMissing } : { ...name, value };
  });
