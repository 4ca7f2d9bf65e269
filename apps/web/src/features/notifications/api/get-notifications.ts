import { queryOptions, useQuery } from '@tanstack/react-query';
import type { notificationsResponse } from '@app/shared/schemas/notifications';
import { api, type Contract } from '@/lib/api-client';

export const notificationsQueryOptions = queryOptions({
  queryKey: ['notifications', 'list'],
  queryFn: () => api<Contract<typeof notificationsResponse>>('/viral/notifications?limit=20'),
});

/** Loaded when the panel opens (docs/product.md, screens). */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
