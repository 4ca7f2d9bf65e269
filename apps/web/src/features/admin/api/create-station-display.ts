import type { createDisplayResponse } from '@app/shared/schemas/presence';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useCreateStationDisplay() {
  return useAdminMutation(({ station, label }: { station: string; label: string }) =>
    api<Contract<typeof createDisplayResponse>>(`/admin/stations/${encodeURIComponent(station)}/displays`, {
      method: 'POST',
      body: label.trim() ? { label: label.trim() } : {},
    }),
  );
}
