import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsResponse } from '@app/shared/schemas/notifications';
import { api } from '@/lib/api-client';

export const notificationsQueryOptions = queryOptions({
  queryKey: ['notifications', 'list'],
  queryFn: () => api('/viral/notifications?limit=20', { schema: notificationsResponse }),
});

/** Loaded when the panel opens (customer-side spec §2). */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
