import { z } from 'zod';

/**
 * French messages for every schema issue that has no message of its own. The field's
 * path is named so a refusal says which field is wrong. Import once at start-up.
 */
const frenchLocale = z.locales.fr().localeError;

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
