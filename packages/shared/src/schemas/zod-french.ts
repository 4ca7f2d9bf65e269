import { z } from 'zod';
// Only the French locale, not the whole `z.locales` namespace (keeps the web bundle small).
import fr from 'zod/v4/locales/fr.js';

/**
 * French messages for every schema issue that has no message of its own. The field's
 * path is named so a refusal says which field is wrong. Import once at start-up.
 */
const frenchLocale = fr().localeError;

function localeMessage(issue: Parameters<typeof frenchLocale>[0]): string {
  const result = frenchLocale(issue);
  if (typeof result === 'string') return result;
  return result?.message ?? 'Entrée invalide';
}

z.config({
  customError: (issue) => {
    const path = (issue.path ?? []).map(String).join('.');
    const message = localeMessage(issue);
    return path ? `Champ « ${path} » : ${message}` : message;
  },
});
