import type { BrowserContext, Page } from '@playwright/test';

/** One event of an interaction, as the page's Event Timing entry reported it. */
export type EventTiming = {
  /** The event's type: pointerdown, click, keydown… */
  name: string;
  /** From the event's time stamp to the next frame painted after its handlers: ms, in steps of 8. */
  duration: number;
  /** The events of one click or one key press share it. */
  interactionId: number;
  startTime: number;
  /** What the event was aimed at, in a few words: its role or tag, and its name or text. */
  target: string;
};

/** What the page kept since it was last asked. */
export type TakenEvents = {
  /** Changes when the page loads another document, which starts its own INP. */
  documentId: string;
  /** Every interaction of the document so far, quick ones too, when the browser counts them. */
  interactionCount: number | null;
  events: EventTiming[];
};

/** The shortest an entry can be asked for: quicker events are not reported. */
const DURATION_THRESHOLD_MS = 16;
const GLOBAL = '__benchEventTiming';

/*
 * Plain JavaScript in a string: tsx wraps every function of the bench in a helper of its own
 * (__name), which a function serialized into the page would call and not find.
 *
 * An entry's target is null once its element left the document (a picked option, a closed
 * dialog's button), so each event's target is described as it happens and found again by the
 * entry's start time, which is the event's time stamp.
 */
const INIT_SCRIPT = `(() => {
  if (window.${GLOBAL} || typeof PerformanceObserver === 'undefined') return;
  const INTERACTIVE = 'a[href], button, input, textarea, select, label, summary, [role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="checkbox"], [role="radio"], [role="link"], [role="combobox"], [role="switch"]';
  const words = (value) => (value || '').replace(/\\s+/g, ' ').trim().slice(0, 60);
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return 'unknown';
    const element = node.closest(INTERACTIVE) || node.closest('[role], [title]') || node;
    const kind = element.getAttribute('role') || element.tagName.toLowerCase();
    const titled = element.closest('[title]');
    const name =
      words(element.getAttribute('aria-label')) ||
      words(element.labels && element.labels[0] && element.labels[0].textContent) ||
      words(element.textContent) ||
      words(element.getAttribute('placeholder')) ||
      words(titled && titled.getAttribute('title')) ||
      words(element.id);
    return name ? kind + ' "' + name + '"' : kind;
  };
  const targets = new Map();
  const remember = (event) => {
    targets.set(event.type + '@' + event.timeStamp, describe(event.target));
    if (targets.size > 2000) targets.delete(targets.keys().next().value);
  };
  for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'keydown', 'keypress', 'keyup']) {
    addEventListener(type, remember, { capture: true, passive: true });
  }
  const kept = [];
  const keep = (entries) => {
    for (const entry of entries) {
      if (!(entry.interactionId > 0)) continue;
      kept.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        target: targets.get(entry.name + '@' + entry.startTime) || describe(entry.target),
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', buffered: true, durationThreshold: ${DURATION_THRESHOLD_MS} });
  const documentId = Math.random().toString(36).slice(2);
  const nextFrames = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
  Object.defineProperty(window, '${GLOBAL}', {
    value: {
      take: async () => {
        // An entry is queued once the frame after its event is painted: wait for that frame.
        await nextFrames();
        keep(observer.takeRecords());
        const count = performance.interactionCount;
        return {
          documentId,
          interactionCount: typeof count === 'number' ? count : null,
          events: kept.splice(0),
        };
      },
    },
  });
})();`;

/** Every page of the context keeps its Event Timing entries of interactions from its start. */
export const recordEventTiming = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript({ content: INIT_SCRIPT });
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const eventOf = (value: unknown): EventTiming => {
  if (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.duration === 'number' &&
    typeof value.interactionId === 'number' &&
    typeof value.startTime === 'number' &&
    typeof value.target === 'string'
  ) {
    const { name, duration, interactionId, startTime, target } = value;
    return { name, duration, interactionId, startTime, target };
  }
  throw new Error(`The page kept an event the bench cannot read: ${JSON.stringify(value)}`);
};

/**
 * The interactions' events the page kept since it was last asked, which it then forgets. Their
 * entries come a frame after the events: ask once what the user waits for is on the screen.
 */
export const takeEventTimings = async (page: Page): Promise<TakenEvents> => {
  const taken: unknown = await page.evaluate(`window.${GLOBAL} ? window.${GLOBAL}.take() : null`);
  if (!isRecord(taken) || typeof taken.documentId !== 'string' || !Array.isArray(taken.events)) {
    throw new Error('The page keeps no Event Timing entries: was recordEventTiming called?');
  }
  const count = taken.interactionCount;
  return {
    documentId: taken.documentId,
    interactionCount: typeof count === 'number' ? count : null,
    events: taken.events.map(eventOf),
  };
};

type Timed = { interactionId: number; duration: number };

/** Each interaction once, as its longest event: how long it kept the user waiting. */
export const longestPerInteraction = <T extends Timed>(events: readonly T[]): T[] => {
  const longest = new Map<number, T>();
  for (const event of events) {
    if (event.interactionId <= 0) continue;
    const kept = longest.get(event.interactionId);
    if (!kept || event.duration > kept.duration) longest.set(event.interactionId, event);
  }
  return [...longest.values()];
};

/**
 * Interaction to Next Paint as web-vitals works it out: the longest event of each interaction,
 * then the 98th percentile of those, which skips one outlier per 50 interactions. The count is
 * every interaction of the page, quick ones included, when the browser gives it; otherwise the
 * interactions seen, which can only make the figure worse. Null when there was none.
 */
export const inpOf = (
  events: readonly Timed[],
  interactionCount?: number | null,
): number | null => {
  const durations = longestPerInteraction(events)
    .map(({ duration }) => duration)
    .sort((a, b) => b - a);
  if (durations.length === 0) return null;
  const count = Math.max(interactionCount ?? 0, durations.length);
  return durations[Math.min(Math.floor(count / 50), durations.length - 1)] ?? null;
};
