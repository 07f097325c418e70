import { Button } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../state/hooks';
import type { PlannedLane } from '../../state/plannedLane';
import { createShipmentSearch, keepPlannedLane } from '../../state/plannedLane';
import { selectToken } from '../../state/session';

/**
 * Books the lane quoted: a signed-in shipper opens create-shipment with it; a visitor signs up
 * first, the lane kept for when the account is ready.
 */
const BookLane = ({ lane }: { lane: PlannedLane }) => {
  const signedIn = Boolean(useAppSelector(selectToken));
  const to = signedIn ? paths.createShipment + createShipmentSearch(lane) : paths.signUp;
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      type="primary"
      href={href}
      onClick={(event) => {
        if (!signedIn) keepPlannedLane(lane);
        follow(event);
      }}
    >
      Book this lane
    </Button>
  );
};

export default BookLane;
