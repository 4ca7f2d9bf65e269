/**
 * The name other members see (docs/product.md, privacy): the pseudo, or else the first name only.
 */
export function publicName(pseudo: string | null, name: string): string {
  if (pseudo && pseudo.trim()) return pseudo.trim();
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Characters that change how a name reads without being seen: control characters,
 * bidirectional overrides and isolates (a name that turns the text after it around),
 * zero-width spaces, the soft hyphen and the byte-order mark (two members whose names look
 * the same). The zero-width joiner stays: emoji sequences need it.
 */
const INVISIBLE = /[\p{Cc}\u00ad\u061c\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

/** Whether a name holds a character that is not seen (above). */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

/** A name without them (a name given by Google or Apple, which we cannot refuse). */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_ALL, '');
}
