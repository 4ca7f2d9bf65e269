/** A LIKE pattern that finds `text` as typed (its % and _ are not wildcards). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
