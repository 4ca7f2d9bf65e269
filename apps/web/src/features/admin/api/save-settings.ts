import type { settingsResponse, SettingsBody } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useSaveSettings() {
  return useAdminMutation((body: SettingsBody) =>
    api<Contract<typeof settingsResponse>>('/admin/settings', { method: 'PUT', body }),
  );
}
