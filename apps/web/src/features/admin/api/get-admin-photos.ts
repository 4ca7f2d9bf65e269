import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminPhotosResponse } from '@app/shared/schemas/gallery';
import { api, type Contract } from '@/lib/api-client';

/** The photos tab's filters, as its fields hold them ('' when unset). */
export interface PhotoFilters {
  station: string;
  /** A member's id (from their page). */
  member: string;
  /** A name, pseudo or address typed. */
  q: string;
  /** Zurich days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export const noPhotoFilters: PhotoFilters = { station: '', member: '', q: '', from: '', to: '' };

export function useAdminPhotos(skip: number, filters: PhotoFilters = noPhotoFilters) {
  const params = new URLSearchParams({ limit: '20', skip: String(skip) });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return useQuery({
    queryKey: ['admin', 'photos', skip, filters],
    queryFn: () => api<Contract<typeof adminPhotosResponse>>(`/admin/photos?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}
