import { readCatalog, type CompiledCatalog, type Messages } from '@app/shared/i18n/catalog';
import { formatMessage, registerFeatureCatalog } from '@/lib/i18n';
import type source from './locales/fr-CH';

// One catalog per language, each a chunk of its own fetched with the admin area: the
// operator reads it in their language; members never download it (issue 22).
const catalogs = import.meta.glob<CompiledCatalog>('./locales/*.ts', {
  query: '?compiled',
  import: 'default',
});

/**
 * The admin area's texts in the active language. A live binding, set before the area's
 * first render (`adminTextsReady`) and at each change of language.
 */
export let adminText = undefined as unknown as Messages<typeof source>;

let ready: Promise<void> | undefined;
/** Loads the admin texts in the active language, once; the admin route waits for it. */
export function loadAdminTexts(): Promise<void> {
  ready ??= registerFeatureCatalog({
    load: (locale) => {
      const load = catalogs[`./locales/${locale}.ts`];
      if (!load) throw new Error(`no admin catalog for ${locale}`);
      return load();
    },
    activate: (catalog) => {
      adminText = readCatalog<typeof source>(catalog, formatMessage);
    },
  });
  return ready;
}
