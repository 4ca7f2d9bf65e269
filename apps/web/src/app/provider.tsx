import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { queryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      {children}
    </QueryClientProvider>
  );
}
