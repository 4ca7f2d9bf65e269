import type { JourneyKey } from '@app/shared/domain/journeys';
import type { JourneyBody, JourneyCaps } from '@app/shared/schemas/journeys';
import { api } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';
import type { Journeys } from './get-journeys';

export function useSaveJourney() {
  return useAdminMutation(({ key, body }: { key: JourneyKey; body: JourneyBody }) =>
    api<Journeys>(`/admin/journeys/${key}`, { method: 'PUT', body }),
  );
}

export function useSaveJourneyCaps() {
  return useAdminMutation((body: JourneyCaps) =>
    api<Journeys>('/admin/journeys/caps', { method: 'PUT', body }),
  );
}
