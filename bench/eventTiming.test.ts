import { inpOf, longestPerInteraction } from './support/eventTiming';

const event = (interactionId: number, duration: number, name = 'click') => ({
  interactionId,
  duration,
  name,
});

/** `count` interactions of one event each, lasting 1, 2, … `count` ms. */
const interactions = (count: number) =>
  Array.from({ length: count }, (_, index) => event(index + 1, index + 1));

describe('INP from Event Timing entries', () => {
  it('takes each interaction once, as its longest event', () => {
    const events = [
      event(1, 24, 'pointerdown'),
      event(1, 40, 'click'),
      event(1, 32, 'pointerup'),
      event(2, 16, 'keydown'),
      event(2, 16, 'keyup'),
    ];
    expect(longestPerInteraction(events)).toEqual([event(1, 40, 'click'), event(2, 16, 'keydown')]);
  });

  it('leaves out events that are no interaction', () => {
    expect(longestPerInteraction([event(0, 200, 'mouseover'), event(3, 24)])).toEqual([
      event(3, 24),
    ]);
    expect(inpOf([event(0, 200, 'mouseover')])).toBeNull();
  });

  it('is the longest interaction when there are fewer than 50', () => {
    expect(inpOf(interactions(49))).toBe(49);
    expect(inpOf([event(1, 24, 'pointerdown'), event(1, 80), event(2, 56)])).toBe(80);
  });

  it('skips one longest interaction per 50', () => {
    expect(inpOf(interactions(50))).toBe(49);
    expect(inpOf(interactions(99))).toBe(98);
    expect(inpOf(interactions(100))).toBe(98);
    expect(inpOf(interactions(250))).toBe(245);
  });

  it('counts the quick interactions the entries leave out when the browser counts them', () => {
    // 10 entries over the threshold among 120 interactions: the third longest.
    expect(inpOf(interactions(10), 120)).toBe(8);
    // Never past the shortest seen, however many there were.
    expect(inpOf(interactions(3), 1000)).toBe(1);
    // A count below what was seen is not believed.
    expect(inpOf(interactions(100), 10)).toBe(98);
  });
});
