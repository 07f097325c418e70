import type { Browser, Locator, Page } from '@playwright/test';
import type { EventTiming } from './eventTiming';
import { inpOf, longestPerInteraction, recordEventTiming, takeEventTimings } from './eventTiming';

/** Who walks the journey: a shipper with a few hundred shipments, signing in by password. */
export type Walker = { email: string; password: string };

/** One part of the journey, done as a person does it, up to what they wait to see. */
export type JourneyStep = { name: string; run: (page: Page) => Promise<void> };

/** An interaction of the walk, as its longest event, with the step it was part of. */
export type StepInteraction = EventTiming & { step: string };

export type Walk = {
  inp: number;
  /** Every interaction, quick ones too when the browser counts them; else those seen. */
  interactionCount: number;
  /** Those of at least 16 ms, the quickest Event Timing reports. */
  interactions: StepInteraction[];
  steps: string[];
};

/** The two speeds the journey is walked at: a desk computer, and a slow laptop or phone. */
export const JOURNEY_PASSES = [
  { name: 'normal speed', short: 'normal', cpuSlowdown: 1 },
  { name: 'CPU slowed 4x', short: '4x', cpuSlowdown: 4 },
] as const;

export type JourneyPass = (typeof JOURNEY_PASSES)[number];

const VIEWPORT = { width: 1280, height: 900 };
/** Between keystrokes, about a quick typist's pace. */
const TYPING_DELAY_MS = 50;
const CITY_FROM = { typed: 'Chicago', option: /^Chicago, IL/ };
const CITY_TO = { typed: 'Dallas', option: /^Dallas, TX/ };

/*
 * Typing goes key by key: fill() sets the value without key events, so it makes no
 * interactions. A field is clicked first, as a person moves to it.
 */
const typeInto = async (field: Locator, text: string) => {
  await field.click();
  await field.pressSequentially(text, { delay: TYPING_DELAY_MS });
};

/** Two frames after the last change: whatever an interaction started is drawn by then. */
const nextFrames = (page: Page) =>
  page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );

/**
 * The dashboard's list once the page asked for is shown. A new tab or page marks the list busy in
 * the very frame it is chosen, so the frames are waited for first.
 */
const listShown = async (page: Page) => {
  await nextFrames(page);
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
};

/** antd draws the visible options apart from the hidden list it keeps for screen readers. */
const pickCity = async (page: Page, field: Locator, city: typeof CITY_FROM) => {
  await typeInto(field, city.typed);
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: city.option })
    .first();
  await option.click();
  await option.waitFor({ state: 'hidden' });
};

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).waitFor();

const mainLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

/** antd's segmented control hides its radio buttons behind their labels, which take the click. */
const viewChoice = (page: Page, name: string) =>
  page.getByRole('radio', { name }).locator('xpath=..');

const allTab = (page: Page) => page.getByRole('tab', { name: /^All \(\d+\)$/ });

const addFacility = async (page: Page, end: 'pickup' | 'dropoff') => {
  const facility = end === 'pickup' ? 'Halsted Cold Storage' : 'Irving Distribution Center';
  await page.getByRole('button', { name: `Add ${end} facility info` }).click();
  const dialog = page.getByRole('dialog');
  // The name field takes the focus as the dialog opens.
  await dialog.getByLabel('Facility name').pressSequentially(facility, { delay: TYPING_DELAY_MS });
  const fields: [string, string][] =
    end === 'pickup'
      ? [
          ['Address', '2200 S Halsted St'],
          ['Zip code', '60608'],
          ['Contact name', 'Sam Ortiz'],
          ['Phone number', '+13125550111'],
          ['Email', 'dock@halsted.example.com'],
        ]
      : [
          ['Address', '4500 Irving Blvd'],
          ['Zip code', '75247'],
          ['Contact name', 'Lee Park'],
          ['Phone number', '+12145550123'],
          ['Email', 'dock@irving.example.com'],
        ];
  for (const [label, text] of fields) await typeInto(dialog.getByLabel(label), text);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(facility).waitFor();
};

/**
 * A shipper's whole journey at a desk, in one document from the landing page on: the app's own
 * links lead from page to page, as a person follows them, so that every interaction counts
 * towards one INP as it would in the field.
 */
export const journeySteps = (baseUrl: string, walker: Walker): JourneyStep[] => [
  {
    name: 'landing: quote from',
    run: async (page) => {
      await page.goto(new URL('/', baseUrl).href);
      await page.getByText('Get Quote').waitFor();
      await pickCity(page, page.getByLabel('Ship From'), CITY_FROM);
    },
  },
  {
    name: 'landing: quote to, price',
    run: async (page) => {
      await pickCity(page, page.getByLabel('Ship To'), CITY_TO);
      await page.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/).waitFor();
    },
  },
  {
    name: 'sign in: open',
    run: async (page) => {
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await heading(page, 'Sign in');
    },
  },
  {
    name: 'sign in: type, submit',
    run: async (page) => {
      await typeInto(page.getByLabel('Email', { exact: true }), walker.email);
      await typeInto(page.getByLabel('Password', { exact: true }), walker.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.getByRole('article').first().waitFor();
    },
  },
  {
    name: 'dashboard: search, clear',
    run: async (page) => {
      const all = (await allTab(page).textContent()) ?? '';
      const search = page.getByRole('textbox', { name: 'Search shipments' });
      await typeInto(search, CITY_FROM.typed);
      await allTab(page).filter({ hasNotText: all }).waitFor();
      await listShown(page);
      await page
        .locator('.ant-input-affix-wrapper')
        .filter({ has: search })
        .locator('.ant-input-clear-icon')
        .click();
      await allTab(page).filter({ hasText: all }).waitFor();
      await listShown(page);
    },
  },
  {
    name: 'dashboard: status tabs',
    run: async (page) => {
      const tabs = page.getByRole('tab');
      const count = await tabs.count();
      // Every other tab, then back to the first.
      for (const index of [...Array(count).keys()].slice(1).concat(0)) {
        const name = (await tabs.nth(index).textContent()) ?? '';
        await tabs.nth(index).click();
        await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
        await listShown(page);
      }
    },
  },
  {
    name: 'dashboard: pages',
    run: async (page) => {
      const pages = page.getByRole('navigation', { name: 'Shipment pages' });
      await pages.getByTitle('Next Page').click();
      await pages.locator('.ant-pagination-item-active[title="2"]').waitFor();
      await listShown(page);
      await pages.getByTitle('Previous Page').click();
      await pages.locator('.ant-pagination-item-active[title="1"]').waitFor();
      await listShown(page);
    },
  },
  {
    name: 'dashboard: table, sort',
    run: async (page) => {
      await viewChoice(page, 'Table').click();
      const total = page.getByRole('columnheader', { name: /Total/ });
      await total.click();
      await page.locator('th[aria-sort="ascending"]').waitFor();
      await listShown(page);
      await total.click();
      await page.locator('th[aria-sort="descending"]').waitFor();
      await listShown(page);
      await viewChoice(page, 'Cards').click();
      await page.getByRole('article').first().waitFor();
      await listShown(page);
    },
  },
  {
    name: 'dashboard: filters',
    run: async (page) => {
      const all = (await allTab(page).textContent()) ?? '';
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByLabel('Equipment').click();
      await page.getByTitle('Reefer').click();
      await allTab(page).filter({ hasNotText: all }).waitFor();
      await listShown(page);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await allTab(page).filter({ hasText: all }).waitFor();
      await listShown(page);
    },
  },
  {
    name: 'dashboard: card menu',
    run: async (page) => {
      await page
        .getByRole('button', { name: /^Actions for shipment #\d+$/ })
        .first()
        .click();
      const viewDetails = page.getByRole('menuitem', { name: 'View Details' });
      await viewDetails.waitFor();
      await page.keyboard.press('Escape');
      await viewDetails.waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'create: open',
    run: async (page) => {
      await mainLink(page, 'Create Shipment').click();
      await heading(page, 'Create shipment');
    },
  },
  {
    name: 'create: cities',
    run: async (page) => {
      await pickCity(page, page.getByLabel('Pickup city', { exact: true }), CITY_FROM);
      await pickCity(page, page.getByLabel('Dropoff city', { exact: true }), CITY_TO);
      await page.getByText(/\d miles$/).waitFor();
    },
  },
  {
    name: 'create: strip days',
    run: async (page) => {
      const strip = page.getByRole('group', { name: /pickup date/i });
      for (const index of [2, 4]) {
        const day = (await strip.getByRole('button').nth(index).getAttribute('aria-label')) ?? '';
        await strip.getByRole('button').nth(index).click();
        await strip.getByRole('button', { name: day, pressed: true }).waitFor();
      }
      await nextFrames(page);
    },
  },
  {
    name: 'create: date picker',
    run: async (page) => {
      await page.getByLabel('Pickup date', { exact: true }).click();
      const calendar = page.locator('.ant-picker-dropdown:visible');
      // The last day that may be picked in the month shown: never the one already picked.
      await calendar
        .locator(
          'td.ant-picker-cell-in-view:not(.ant-picker-cell-disabled):not(.ant-picker-cell-selected)',
        )
        .last()
        .click();
      await calendar.first().waitFor({ state: 'detached' });
      await nextFrames(page);
    },
  },
  {
    name: 'create: review',
    run: async (page) => {
      await page.getByRole('button', { name: 'Review shipment' }).click();
      await page.waitForURL(/\/shipments\/\d+\/appointment$/);
      await page.getByRole('button', { name: 'Add pickup facility info' }).waitFor();
    },
  },
  { name: 'appointment: pickup facility', run: (page) => addFacility(page, 'pickup') },
  { name: 'appointment: dropoff facility', run: (page) => addFacility(page, 'dropoff') },
  {
    name: 'appointment: driver assist',
    run: async (page) => {
      await page.getByRole('checkbox', { name: /Driver assist/ }).click();
      // Disabled while the choice is saved.
      await page
        .getByRole('checkbox', { name: /Driver assist/, checked: true, disabled: false })
        .waitFor();
    },
  },
  {
    name: 'appointment: book',
    run: async (page) => {
      await page.getByRole('link', { name: 'Book shipment' }).click();
      await page.waitForURL(/\/shipments\/\d+\/finalizing$/);
      await page.getByRole('button', { name: 'Finalize shipment' }).waitFor();
    },
  },
  {
    name: 'finalizing: fields',
    run: async (page) => {
      const fields: [string | RegExp, string][] = [
        [/^Reference number/, 'PO-77812'],
        [/^Commodity/, 'Frozen poultry'],
        [/^Weight/, '38'],
        ['Pickup number', 'PU-5521'],
        ['Pickup notes', 'Check in at gate 2'],
        ['Dropoff number', 'DO-8810'],
        ['Dropoff notes', 'Appointment required'],
      ];
      for (const [label, text] of fields) {
        await typeInto(page.getByLabel(label, { exact: typeof label === 'string' }), text);
      }
    },
  },
  {
    name: 'finalizing: finalize',
    run: async (page) => {
      await page.getByRole('button', { name: 'Finalize shipment' }).click();
      await page.waitForURL(/\/shipments\/\d+\/checkout$/);
      await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
    },
  },
  {
    name: 'checkout: card',
    run: async (page) => {
      await typeInto(page.getByLabel('Card number'), '4242 4242 4242 4242');
      await typeInto(page.getByLabel('Expiry date'), '12 / 39');
      await typeInto(page.getByLabel('CVC'), '123');
    },
  },
  {
    name: 'checkout: pay',
    run: async (page) => {
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.getByText('Payment Successful!').waitFor();
    },
  },
  {
    name: 'billing: open',
    run: async (page) => {
      await mainLink(page, 'Billing').click();
      await page.getByText('Recent Invoices').waitFor();
      await page.getByRole('cell', { name: 'Paid' }).first().waitFor();
    },
  },
  {
    name: 'invoices: open',
    run: async (page) => {
      await page.getByRole('link', { name: 'View all invoices' }).click();
      await page.getByRole('table', { name: 'Invoices' }).waitFor();
      await listShown(page);
    },
  },
  {
    name: 'invoices: filter, sort',
    run: async (page) => {
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByTitle('Paid', { exact: true }).click();
      await page.waitForURL(/status=paid/);
      // The options close over the table's header: a click there meanwhile would land on them.
      await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
      await listShown(page);
      await page.getByRole('columnheader', { name: /Amount/ }).click();
      await page.waitForURL(/status=paid.*ordering=total_amount/);
      await listShown(page);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => !url.search.includes('status='));
      await listShown(page);
    },
  },
  {
    name: 'invoices: spend as table',
    run: async (page) => {
      const spend = page.getByRole('region', { name: 'Spend, last 12 months' });
      await spend.getByRole('button', { name: 'Show as table' }).click();
      await spend.getByRole('table', { name: 'Spend by month' }).waitFor();
      await spend.getByRole('button', { name: 'Show as chart' }).click();
      await spend.getByRole('img').waitFor();
    },
  },
  {
    name: 'invoices: invoice page',
    run: async (page) => {
      const invoices = page.getByRole('table', { name: 'Invoices' });
      const first = invoices.getByRole('link', { name: /^INV-/ }).first();
      const number = (await first.textContent()) ?? '';
      await first.click();
      await page.getByRole('heading', { level: 2, name: `Invoice ${number}` }).waitFor();
    },
  },
];

/** How long a step may wait for what it waits for: far longer than any figure worth having. */
const stepTimeoutMs = (pass: JourneyPass) => 30_000 * pass.cpuSlowdown;

/**
 * The journey once, in a new browser context with the processor slowed as the pass says (through
 * the DevTools protocol, as Chrome's performance panel does it). The events of each step are taken
 * from the page as soon as it is done, so that each interaction is put down to its own step.
 */
export const walkJourney = async (
  browser: Browser,
  target: { baseUrl: string; walker: Walker },
  pass: JourneyPass,
): Promise<Walk> => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await recordEventTiming(context);
    const page = await context.newPage();
    page.setDefaultTimeout(stepTimeoutMs(pass));
    if (pass.cpuSlowdown !== 1) {
      const devTools = await context.newCDPSession(page);
      await devTools.send('Emulation.setCPUThrottlingRate', { rate: pass.cpuSlowdown });
    }
    const steps = journeySteps(target.baseUrl, target.walker);
    const events: StepInteraction[] = [];
    let documentId: string | undefined;
    let interactionCount: number | null = null;
    for (const step of steps) {
      try {
        await step.run(page);
      } catch (error) {
        throw new Error(`${pass.name}, ${step.name}: ${String(error)}`, { cause: error });
      }
      const taken = await takeEventTimings(page);
      // Another document would start an INP of its own and forget the interactions so far.
      if (documentId !== undefined && taken.documentId !== documentId) {
        throw new Error(`${pass.name}, ${step.name}: the page loaded another document`);
      }
      documentId = taken.documentId;
      interactionCount = taken.interactionCount;
      events.push(...taken.events.map((event) => ({ ...event, step: step.name })));
    }
    const interactions = longestPerInteraction(events);
    const inp = inpOf(interactions, interactionCount);
    if (inp === null) throw new Error(`${pass.name}: no interaction was reported`);
    return {
      inp,
      interactionCount: Math.max(interactionCount ?? 0, interactions.length),
      interactions,
      steps: steps.map((step) => step.name),
    };
  } finally {
    await context.close();
  }
};

/** The longest interactions of a walk, the longest first. */
export const worstInteractions = (walk: Walk, count: number): StepInteraction[] =>
  [...walk.interactions].sort((a, b) => b.duration - a.duration).slice(0, count);

/** Each step's longest interaction, in ms; 0 for a step with none of 16 ms or more. */
export const worstPerStep = (walk: Walk): Map<string, number> => {
  const worst = new Map(walk.steps.map((step) => [step, 0]));
  for (const { step, duration } of walk.interactions) {
    worst.set(step, Math.max(worst.get(step) ?? 0, duration));
  }
  return worst;
};

/** A one-line account of an interaction, for the log. */
export const describeInteraction = ({ duration, step, name, target }: StepInteraction): string =>
  `${String(Math.round(duration)).padStart(5)} ms  ${step}: ${name} on ${target}`;
