import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryOptions, useUser } from '@/lib/auth';
import { currentLocale } from '@/lib/i18n';
import { updateProfile } from '../api/update-profile';

/**
 * A member who never chose a language (an account older than the languages, or made
 * through the API) gets the one this device shows them, once: their notifications, pushes
 * and e-mails then speak it too (issue 22). The profile's switch changes it later. A
 * failure is left for the next visit. Not an operator's account: it may be shared at the
 * counter by staff of several languages, so each device keeps its own until someone
 * chooses one in the profile.
 */
export function useKeepDeviceLanguage() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const unset = user?.locale === null && !user.is_admin;
  useEffect(() => {
    if (!unset) return;
    updateProfile({ locale: currentLocale() })
      .then(({ user: saved }) => queryClient.setQueryData(meQueryOptions.queryKey, saved))
      .catch(() => undefined);
  }, [unset, queryClient]);
}
