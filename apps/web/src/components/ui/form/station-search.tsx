import { useId, useState } from 'react';
import { t } from '@/lib/i18n';
import { foldName } from '@app/shared/domain/stations';

/** Past this many stations, a search field narrows the choices (a 360 px phone, 50 stations). */
export const STATION_SEARCH_FROM = 9;

/**
 * The stations a search keeps (accents and case aside), always with the chosen one; the
 * field itself only when the list is long enough to need it.
 */
export function useStationSearch(stations: readonly string[], chosen: string) {
  const [query, setQuery] = useState('');
  const id = useId();
  const needed = stations.length >= STATION_SEARCH_FROM;
  const wanted = foldName(query.trim());
  const shown =
    needed && wanted !== ''
      ? stations.filter((name) => name === chosen || foldName(name).includes(wanted))
      : stations;
  const field = needed ? (
    <div className="mb-2">
      <label htmlFor={id} className="sr-only">
        {t.common.searchStation}
      </label>
      <input
        id={id}
        type="search"
        className="field-input"
        placeholder={t.common.searchStation}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 && <p className="mt-1 text-sm text-slate-600">{t.common.noStationMatches}</p>}
    </div>
  ) : null;
  return { shown, field };
}
