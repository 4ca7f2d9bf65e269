/**
 * The name other members see (docs/product.md, privacy): the pseudo, or else the first name only.
 */
export function publicName(pseudo: string | null, name: string): string {
  if (pseudo && pseudo.trim()) return pseudo.trim();
  return name.trim().split(/\s+/)[0] ?? '';
}
