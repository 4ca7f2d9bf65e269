import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { WEEKDAYS, spansText, type OpeningHours } from '@app/shared/domain/stations';
import type { DailyStatus } from '@app/shared/schemas/washes';
import { zurichParts } from '@app/shared/domain/zurich-time';
import { useStationSearch } from '@/components/ui/form/station-search';
import { t } from '@/lib/i18n';

interface StationPickerProps {
  stations: string[];
  status: DailyStatus | undefined;
  value: string;
  onChange: (station: string) => void;
  /** Each station's opening hours (null: 24/7), when known; today's are shown. */
  hours?: Record<string, OpeningHours | null>;
  now?: Date;
  /** Each station's level right now (« Affluence »), where one is shown. */
  levels?: Record<string, ReactNode>;
}

/** Today's hours of a station in Zurich, as a short line; a wash outside them still counts. */
function hoursLine(hours: OpeningHours | null | undefined, now: Date): string | null {
  if (hours === undefined) return null;
  if (hours === null) return t.washes.openAllDay;
  const today = hours[WEEKDAYS[zurichParts(now).weekday - 1]!];
  return today.length === 0
    ? t.washes.closedToday
    : t.washes.hoursToday({ hours: spansText(today).replaceAll('-', '–') });
}

export function StationPicker({
  stations,
  status,
  value,
  onChange,
  hours,
  now = new Date(),
  levels,
}: StationPickerProps) {
  const { shown, field } = useStationSearch(stations, value);
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <legend className="sr-only">{t.washes.stationLegend}</legend>
      <p aria-hidden="true" className="mb-2 text-lg font-bold text-slate-900">
        {t.washes.stationLegend}
      </p>
      {field}
      <div className="grid gap-2">
        {shown.map((station) => {
          const available = status?.stations[station]?.can_wash ?? true;
          const selected = value === station;
          return (
            <label
              key={station}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-400 ${
                !available
                  ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500'
                  : selected
                    ? 'border-brand-700 bg-brand-50 text-brand-900'
                    : 'border-slate-200 bg-white text-slate-800 hover:border-brand-500'
              }`}
            >
              <input
                type="radio"
                name="station"
                value={station}
                checked={selected}
                disabled={!available}
                onChange={() => onChange(station)}
                className="sr-only"
              />
              <MapPin aria-hidden="true" className="h-5 w-5 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words">{station}</span>
                {hoursLine(hours?.[station], now) && (
                  <span className="block text-xs text-slate-600">{hoursLine(hours?.[station], now)}</span>
                )}
              </span>
              {!available && <span className="text-xs font-semibold">{t.washes.usedToday}</span>}
              {available && levels?.[station]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
