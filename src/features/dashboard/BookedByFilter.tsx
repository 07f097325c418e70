import { Button, Select, Space } from 'antd';
import { BOOKED_BY_ME } from '@domain/constants';
import type { Member } from '@domain/companySchemas';
import { useGetCompanyQuery } from '../../api/teamApi';
import { LabelledFilter } from '../../components/FilterFields';
import { personName } from '../../lib/personName';
import { selectUser } from '../../state/session';
import { useAppSelector } from '../../state/hooks';

type Props = {
  /** A member's id, BOOKED_BY_ME, or none for everyone's. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

const ID = 'filter-booked-by';
const EVERYONE = 'everyone';

// Removed members stay: what they booked is still the company's, and still theirs.
const memberOptions = (members: readonly Member[]) =>
  [...members]
    .sort((a, b) => Number(a.status === 'removed') - Number(b.status === 'removed'))
    .map((member) => ({
      value: String(member.id),
      label: `${personName(member)}${member.status === 'removed' ? ' (removed)' : ''}`,
    }));

/**
 * Whose bookings the list shows: everyone's, one member's, or, in one click, the signed-in
 * member's own ("me" in the address, so that a link shows each reader their own).
 */
export const BookedByFilter = ({ value, onChange }: Props) => {
  const user = useAppSelector(selectUser);
  // Asked only once the filters are opened; the team's cache serves the team pages too.
  const { data: company, isLoading } = useGetCompanyQuery();
  const ownId = user ? String(user.id) : undefined;
  const mine = value !== undefined && (value === BOOKED_BY_ME || value === ownId);
  const chosen = value === BOOKED_BY_ME ? ownId : value;
  const options = memberOptions(company?.members ?? []);
  // A member not (yet) listed still shows as a name, not as a bare id: oneself from the session
  // while the team loads, anyone else as unknown (another company's, or a mistyped address).
  if (chosen && !options.some((option) => option.value === chosen))
    options.unshift({
      value: chosen,
      label:
        chosen === ownId && user ? personName(user) : isLoading ? 'Loading…' : 'Unknown member',
    });
  return (
    <LabelledFilter id={ID} label="Booked by">
      <Space.Compact>
        <Select
          id={ID}
          value={chosen ?? EVERYONE}
          options={[{ value: EVERYONE, label: 'Everyone' }, ...options]}
          loading={isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(picked: string) => onChange(picked === EVERYONE ? undefined : picked)}
          style={{ width: 200 }}
        />
        <Button
          type={mine ? 'primary' : 'default'}
          aria-pressed={mine}
          title="Only the shipments I booked"
          onClick={() => onChange(mine ? undefined : BOOKED_BY_ME)}
        >
          Mine
        </Button>
      </Space.Compact>
    </LabelledFilter>
  );
};
