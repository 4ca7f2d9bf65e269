import { useQuery } from '@tanstack/react-query';
import { mySubmissionsQueryOptions } from './get-my-submissions';
import { reviewStationsQueryOptions } from './get-review-stations';
import { reviewStatusQueryOptions } from './get-review-status';

/** The three reads of the reviews page, prefetched together by its route. */
export function useReviewPage() {
  return {
    status: useQuery(reviewStatusQueryOptions),
    mine: useQuery(mySubmissionsQueryOptions),
    stations: useQuery(reviewStationsQueryOptions),
  };
}
