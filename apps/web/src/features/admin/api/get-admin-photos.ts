import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminPhotosResponse } from '@app/shared/schemas/gallery';
import { api, type Contract } from '@/lib/api-client';

export function useAdminPhotos(skip: number) {
  return useQuery({
    queryKey: ['admin', 'photos', skip],
    queryFn: () => api<Contract<typeof adminPhotosResponse>>(`/admin/photos?limit=20&skip=${skip}`),
    placeholderData: keepPreviousData,
  });
}
