/** A budget a figure must meet: at most `max`, or at least `min`, in the figure's own unit. */
export type Budget = { max?: number; min?: number };

/** One figure of the bench: one row of the table and one entry of bench/results.json. */
export type Measurement = {
  /** The part of the bench: 'App weight', 'Lighthouse', 'Server', 'Scale', 'Start'. */
  section: string;
  /** What was measured: a route, an endpoint, a data directory. */
  subject: string;
  /** Which figure of it: 'JS gzip', 'performance', 'req/s', 'p99'... */
  metric: string;
  value: number;
  unit: string;
  budget?: Budget;
};

/** Null when the figure has no budget. */
export const meetsBudget = ({ value, budget }: Measurement): boolean | null => {
  if (!budget) return null;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return true;
};
