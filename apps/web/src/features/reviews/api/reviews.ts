import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { mySubmissionsResponse, submitScreenshotResponse } from '@app/shared/schemas/reviews';
import type { stationsResponse } from '@app/shared/schemas/stations';
import type { reviewStatusResponse } from '@app/shared/schemas/washes';
import { api, type Contract } from '@/lib/api-client';

export const reviewStatusQueryOptions = queryOptions({
  queryKey: ['reviews', 'status'],
  queryFn: () => api<Contract<typeof reviewStatusResponse>>('/reviews/status'),
});

export const mySubmissionsQueryOptions = queryOptions({
  queryKey: ['reviews', 'mine'],
  queryFn: () => api<Contract<typeof mySubmissionsResponse>>('/reviews/my-submissions'),
});

/** The stations with their Google review pages. */
export const reviewStationsQueryOptions = queryOptions({
  queryKey: ['stations', 'full'],
  queryFn: () => api<Contract<typeof stationsResponse>>('/stations'),
  staleTime: 60 * 60_000,
});

export function useReviewPage() {
  return {
    status: useQuery(reviewStatusQueryOptions),
    mine: useQuery(mySubmissionsQueryOptions),
    stations: useQuery(reviewStationsQueryOptions),
  };
}

export function useSubmitScreenshot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ station, file }: { station: string; file: File }) => {
      const form = new FormData();
      form.append('station', station);
      form.append('screenshot', file);
      return api<Contract<typeof submitScreenshotResponse>>('/reviews/submit-screenshot', {
        method: 'POST',
        form,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
