/** What every section of the bench is given. */
export type BenchContext = {
  /** A few seconds per section, small data, no budgets enforced: CI's check that the bench works. */
  quick: boolean;
  /** The repository's root directory. */
  root: string;
  /** Progress for the person waiting, on stderr so that the table stays clean. */
  log: (message: string) => void;
};

/** How many shipments the two seeded shippers have: a busy shipper's, and the scale figures'. */
export const seedSizes = (ctx: BenchContext) =>
  ctx.quick ? { regular: 20, large: 200 } : { regular: 200, large: 10_000 };
