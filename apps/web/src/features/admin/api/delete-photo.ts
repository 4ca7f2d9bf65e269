import type { deletePhotoResponse } from '@app/shared/schemas/gallery';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useDeletePhoto() {
  return useAdminMutation((washId: string) =>
    api<Contract<typeof deletePhotoResponse>>(`/admin/photos/${washId}`, { method: 'DELETE' }),
  );
}
