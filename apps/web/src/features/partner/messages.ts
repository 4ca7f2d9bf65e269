import type { CompiledCatalog } from '@app/shared/i18n/catalog';
import { defineFeatureTexts } from '@/lib/i18n';
import type source from './locales/fr-CH';

// One catalog per language, each a chunk of its own fetched with the partner's check page (issue 22).
const feature = defineFeatureTexts<typeof source>(
  import.meta.glob<CompiledCatalog>('./locales/*.ts', { query: '?compiled', import: 'default' }),
);

/** The texts of the partner's check page, in the active language. */
export const partnerText = feature.texts;
/** Loads them; the route waits for it before its first render. */
export const loadPartnerTexts = feature.load;
