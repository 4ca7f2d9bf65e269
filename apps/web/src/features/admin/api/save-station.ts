import type {
  adminStationResponse,
  createStationBody,
  stationsResponse,
  updateStationBody,
} from '@app/shared/schemas/stations';
import type { z } from 'zod';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

type CreateBody = z.input<typeof createStationBody>;
export type UpdateBody = z.input<typeof updateStationBody>;
type StationAnswer = Contract<typeof adminStationResponse>;

/** Members' station choices follow a change (their query is read again). */
const MEMBERS_STATIONS = [['stations']] as const;

export function useCreateStation() {
  return useAdminMutation(
    (body: CreateBody) => api<StationAnswer>('/admin/stations', { method: 'POST', body }),
    MEMBERS_STATIONS,
  );
}

export function useUpdateStation() {
  return useAdminMutation(
    ({ id, body }: { id: string; body: UpdateBody }) =>
      api<StationAnswer>(`/admin/stations/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    MEMBERS_STATIONS,
  );
}

export function useOrderStations() {
  return useAdminMutation(
    (ids: string[]) =>
      api<Contract<typeof stationsResponse>>('/admin/stations/order', { method: 'PUT', body: { ids } }),
    MEMBERS_STATIONS,
  );
}

/** The station's photo, as a multipart upload (field `file`); the server re-encodes it. */
export function useUploadStationPhoto() {
  return useAdminMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api<StationAnswer>(`/admin/stations/${encodeURIComponent(id)}/photo`, { method: 'POST', form });
  }, MEMBERS_STATIONS);
}
