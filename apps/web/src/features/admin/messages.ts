import type { CompiledCatalog } from '@app/shared/i18n/catalog';
import { defineFeatureTexts } from '@/lib/i18n';
import type source from './locales/fr-CH';

// One catalog per language, each a chunk of its own fetched with the admin area: the
// operator reads it in their language; members never download it (issue 22).
const admin = defineFeatureTexts<typeof source>(
  import.meta.glob<CompiledCatalog>('./locales/*.ts', { query: '?compiled', import: 'default' }),
);

/** The admin area's texts in the active language. */
export const adminText = admin.texts;
/** Loads them; the admin route waits for it before its first render. */
export const loadAdminTexts = admin.load;
