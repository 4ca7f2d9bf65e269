/** The three stations of the network, in display order. The database seeds the same names. */
export const STATION_NAMES = ['Cernier I', 'Cernier II', 'Saint-Blaise'] as const;

export type StationName = (typeof STATION_NAMES)[number];

export function isStationName(value: string): value is StationName {
  return (STATION_NAMES as readonly string[]).includes(value);
}
