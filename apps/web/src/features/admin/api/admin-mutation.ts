import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { okResponse } from '@app/shared/schemas/common';
import { ApiError, type Contract } from '@/lib/api-client';
import { t } from '@/lib/i18n';

/** The answer of calls that only confirm. */
export type Ok = Contract<typeof okResponse>;

/** The spec's failure text: 'Erreur: ' and the server's detail, else the given fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? t.common.error({ detail: error.detail }) : fallback;
}

/**
 * Admin changes: every list of the area (and the journal) is read again after one, and the
 * members' queries a change touches (`alsoChanges`: the programme after a new scale).
 */
export function useAdminMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  alsoChanges: readonly QueryKey[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([['admin'], ...alsoChanges].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
