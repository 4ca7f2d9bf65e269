import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { submitScreenshotResponse } from '@app/shared/schemas/reviews';
import { api, type Contract } from '@/lib/api-client';

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
    // The member's submissions and the review status both change.
    onSuccess: () => client.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
