import { useState } from 'react';
import { useSearchCitiesQuery } from '../api/api';
import { SEARCH_DEBOUNCE_MS } from '@domain/constants';
import type { City } from '@domain/types';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { SearchSelect } from './SearchSelect';

export type CityOption = City & { label: string };

export const cityLabel = (city: Pick<City, 'name' | 'region_code'>) =>
  `${city.name}, ${city.region_code}`;

const cityOption = (city: City): CityOption => ({
  ...city,
  label: `${cityLabel(city)}, ${city.country_code}`,
});

type Props = {
  id: string;
  value: number | null | undefined;
  onChange: (city: CityOption | null) => void;
  onBlur?: () => void;
  /** The id of the text that says why the value is invalid, when it is. */
  errorId?: string;
  disabled?: boolean;
  placeholder?: string;
  /** The city of the value when the page knows it: a city filled in rather than picked. */
  city?: City;
};

/**
 * Picks a city by searching the server 1 second after the last keystroke; empty text never
 * searches, and picking a city clears the text, so it does not search again.
 */
export const CityPicker = ({ placeholder = 'Search a city', city, ...props }: Props) => {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { currentData, isFetching, isError } = useSearchCitiesQuery(term, { skip: !term });
  const results = (term ? (currentData ?? []) : []).map(cityOption);
  return (
    <SearchSelect<CityOption>
      {...props}
      placeholder={placeholder}
      searchText={text}
      onSearchTextChange={setText}
      results={text.trim() ? results : []}
      searching={Boolean(text.trim()) && (text.trim() !== term || isFetching)}
      failed={isError}
      idle={!text.trim()}
      idleHint="Type a city name"
      known={city && cityOption(city)}
    />
  );
};
