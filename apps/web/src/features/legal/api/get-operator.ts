import { useQuery } from '@tanstack/react-query';
import type { publicBrand } from '@app/shared/schemas/brand';
import { api, type Contract } from '@/lib/api-client';

/** The brand and the operator's details (public: the legal pages are read signed out). */
export function useOperator() {
  return useQuery({
    queryKey: ['brand'],
    queryFn: () => api<Contract<typeof publicBrand>>('/brand'),
    staleTime: 10 * 60_000,
  });
}
