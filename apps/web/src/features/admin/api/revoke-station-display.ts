import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useRevokeStationDisplay() {
  return useAdminMutation(({ station, id }: { station: string; id: string }) =>
    api<Ok>(`/admin/stations/${encodeURIComponent(station)}/displays/${id}`, { method: 'DELETE' }),
  );
}
