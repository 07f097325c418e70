import { useState } from 'react';
import { useSearchRegionsQuery } from '../api/api';
import { REGION_SEARCH_MIN_LENGTH, SEARCH_DEBOUNCE_MS } from '@domain/constants';
import type { Region } from '@domain/types';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { SearchSelect } from './SearchSelect';

export type RegionOption = Region & { label: string };

type Props = {
  id: string;
  value: number | null | undefined;
  onChange: (region: RegionOption | null) => void;
  onBlur?: () => void;
  /** The id of the text that says why the value is invalid, when it is. */
  errorId?: string;
};

/** Picks a state or province; searches from 2 characters, 1 second after the last keystroke. */
export const RegionPicker = (props: Props) => {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const long = trimmed.length >= REGION_SEARCH_MIN_LENGTH;
  const term = useDebouncedValue(long ? trimmed : '', SEARCH_DEBOUNCE_MS);
  const { currentData, isFetching, isError } = useSearchRegionsQuery(term, { skip: !term });
  const results = (long && term ? (currentData ?? []) : []).map((region) => ({
    ...region,
    label: `${region.name}, ${region.countryCode}`,
  }));
  return (
    <SearchSelect<RegionOption>
      {...props}
      placeholder="Search a state or province"
      searchText={text}
      onSearchTextChange={setText}
      results={results}
      searching={long && (trimmed !== term || isFetching)}
      failed={isError}
      idle={!long}
      idleHint="Type at least 2 letters"
    />
  );
};
