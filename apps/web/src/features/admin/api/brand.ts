import { useQuery } from '@tanstack/react-query';
import type { BrandBody, brandResponse } from '@app/shared/schemas/brand';
import { api, type Contract } from '@/lib/api-client';
import { programmeQueryOptions } from '@/lib/programme';
import { refreshShell } from '@/lib/shell-cache';
import { useAdminMutation } from './admin-mutation';

type BrandAnswer = Contract<typeof brandResponse>;

export function useBrandSettings() {
  return useQuery({ queryKey: ['admin', 'brand'], queryFn: () => api<BrandAnswer>('/admin/brand') });
}

/** Members' screens read the brand with the programme: it is read again after a change. */
export function useSaveBrand() {
  return useAdminMutation(
    async (body: BrandBody) => {
      const saved = await api<BrandAnswer>('/admin/brand', { method: 'PUT', body });
      await refreshShell();
      return saved;
    },
    [programmeQueryOptions.queryKey],
  );
}

/** The logo, as a multipart upload (field `file`): the server makes the icons from it. */
export function useUploadBrandLogo() {
  return useAdminMutation(
    async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const saved = await api<BrandAnswer>('/admin/brand/logo', { method: 'POST', form });
      await refreshShell();
      return saved;
    },
    [programmeQueryOptions.queryKey],
  );
}
