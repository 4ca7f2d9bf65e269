import { t } from '@/lib/i18n';

/**
 * The programme's name (Réglages → Marque). The server writes it into the page's head
 * (`application-name`), so the first render already shows it; the built-in name stands in
 * where the page was not served by the app (the development server).
 */
export function brandName(): string {
  const fromPage = document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  return fromPage || t.app.name;
}
