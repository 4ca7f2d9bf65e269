import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/lib/auth';
import { notificationsQueryOptions } from './get-notifications';

/** After a read: the list and the unread count (carried by /me) both change. */
export function useRefreshAfterRead() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    ]);
}
