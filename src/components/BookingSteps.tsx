import type { CSSProperties } from 'react';
import { Steps } from 'antd';
import { useNarrowScreen } from '../lib/useNarrowScreen';

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The booking's steps, in the order the shipper takes them. */
const STEPS = ['Quote', 'Facilities', 'Details', 'Payment'] as const;

export type BookingStep = (typeof STEPS)[number];

/**
 * Where the shipper is in booking a shipment: the steps done, the one on screen, those to come.
 * On a phone the steps stay on one line, their titles under small marks.
 */
export const BookingSteps = ({ current }: { current: BookingStep }) => {
  const narrow = useNarrowScreen();
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label="Booking steps">
      {/* antd's marks say nothing to a screen reader: the step is told in words instead. */}
      <p style={HIDDEN}>{`Step ${at + 1} of ${STEPS.length}: ${current}`}</p>
      <Steps
        aria-hidden="true"
        current={at}
        size="small"
        responsive={false}
        titlePlacement={narrow ? 'vertical' : 'horizontal'}
        items={STEPS.map((title) => ({ key: title, title }))}
        style={{ marginBottom: 8 }}
      />
    </nav>
  );
};
