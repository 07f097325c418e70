import type { Browser } from '@playwright/test';
import type { BenchContext } from './benchContext';
import { BUDGETS } from './budgets';
import { measureOrMissing, withValues } from './measurement';
import type { FigureName, Measurement } from './measurement';
import { launchBrowser } from './support/browser';
import {
  describeInteraction,
  JOURNEY_PASSES,
  walkJourney,
  worstInteractions,
} from './support/journeyWalk';
import type { JourneyPass, Walk, Walker } from './support/journeyWalk';

const SECTION = 'Interaction';
const WORST_LOGGED = 5;

const BUDGET_MS: Record<JourneyPass['name'], number> = {
  'normal speed': BUDGETS.inpMaxMs,
  'CPU slowed 4x': BUDGETS.inpSlowedMaxMs,
};

/** A walk takes about a minute: quick mode walks once a pass, a full run takes the median of 3. */
const walksPerPass = (ctx: BenchContext) => (ctx.quick ? 1 : 3);

const namesOf = (pass: JourneyPass): FigureName[] => {
  const row = { section: SECTION, subject: `journey, ${pass.name}` };
  return [
    { ...row, metric: 'INP', unit: 'ms', budget: { max: BUDGET_MS[pass.name] } },
    { ...row, metric: 'interactions', unit: 'interactions' },
  ];
};

/** The figures measureInteractions takes: each pass's INP and how many interactions it had. */
export const interactionFigureNames = (): FigureName[] => JOURNEY_PASSES.flatMap(namesOf);

export type InteractionTarget = { baseUrl: string; walker: Walker };

const measurePass = async (
  ctx: BenchContext,
  browser: Browser,
  target: InteractionTarget,
  pass: JourneyPass,
): Promise<Measurement[]> => {
  const walks: Walk[] = [];
  const count = walksPerPass(ctx);
  for (let run = 1; run <= count; run += 1) {
    ctx.log(`${SECTION}: the journey, ${pass.name} (walk ${run} of ${count})`);
    const walk = await walkJourney(browser, target, pass);
    ctx.log(`${SECTION}: INP ${walk.inp} ms over ${walk.interactionCount} interactions`);
    walks.push(walk);
  }
  const median = [...walks].sort((a, b) => a.inp - b.inp)[Math.floor((walks.length - 1) / 2)];
  if (!median) throw new Error('No walk was made.');
  ctx.log(
    `${SECTION}: ${pass.name}, the longest interactions${count > 1 ? ' of the median walk' : ''}:`,
  );
  for (const interaction of worstInteractions(median, WORST_LOGGED)) {
    ctx.log(describeInteraction(interaction));
  }
  return withValues(namesOf(pass), {
    INP: median.inp,
    interactions: median.interactionCount,
  });
};

/**
 * How quickly the app answers a person: a shipper's whole journey in Chromium, from the landing
 * page's quote to billing, typed key by key and clicked, with each interaction's Event Timing
 * taken from the page. Walked at normal speed and with the processor slowed 4x, each walk in a
 * new browser context; the figure is INP as web-vitals works it out, of the median walk. A pass
 * that fails is reported missing. Each walk books one more shipment for the shipper.
 */
export const measureInteractions = async (
  ctx: BenchContext,
  target: InteractionTarget,
): Promise<Measurement[]> =>
  measureOrMissing(
    interactionFigureNames(),
    async () => {
      const { browser, close } = await launchBrowser();
      try {
        const measurements: Measurement[] = [];
        for (const pass of JOURNEY_PASSES) {
          measurements.push(
            ...(await measureOrMissing(
              namesOf(pass),
              () => measurePass(ctx, browser, target, pass),
              ctx.log,
            )),
          );
        }
        return measurements;
      } finally {
        await close().catch((error: unknown) =>
          ctx.log(`${SECTION}: Chromium did not close: ${String(error)}`),
        );
      }
    },
    ctx.log,
  );
