import { adminText } from '../messages';
import { useAdminStations } from '../api/get-admin-stations';

/** The stations as `<option>`s, closed ones marked (« Saint-Blaise (fermée) »), in the operator's order. */
export function StationOptions({ openOnly = false }: { openOnly?: boolean }) {
  const { data: stations = [] } = useAdminStations();
  return (
    <>
      {stations
        .filter((station) => !openOnly || station.open)
        .map((station) => (
          <option key={station.id} value={station.name}>
            {station.open ? station.name : adminText.stationClosed({ name: station.name })}
          </option>
        ))}
    </>
  );
}

/** The stations' names, closed ones included, for lists the admin reads (statistics). */
export function useAdminStationNames(): string[] {
  const { data: stations = [] } = useAdminStations();
  return stations.map((station) => station.name);
}
