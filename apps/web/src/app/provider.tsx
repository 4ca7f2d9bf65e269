import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, type ReactNode } from 'react';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { meQueryOptions } from '@/lib/auth';
import { setLocale, useLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  // A change of language renders the whole app again in it (texts are read while rendering).
  const locale = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <FollowMembersLanguage />
      <Fragment key={locale}>
        <OfflineBanner />
        {children}
      </Fragment>
    </QueryClientProvider>
  );
}

/** The member's chosen language, once known (sign-in, another device's change), wins. */
function FollowMembersLanguage() {
  const { data: me } = useQuery(meQueryOptions);
  const chosen = me?.locale;
  useEffect(() => {
    if (chosen) void setLocale(chosen);
  }, [chosen]);
  return null;
}
