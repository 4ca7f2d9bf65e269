/** The longest name a member may give (registration, the profile, the operator's forms). */
export const NAME_MAX_LENGTH = 80;

/**
 * The name other members see (docs/product.md, privacy): the pseudo, or else the first name only.
 */
export function publicName(pseudo: string | null, name: string): string {
  if (pseudo && pseudo.trim()) return pseudo.trim();
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Characters that change how a text reads without being seen, decided by Unicode's own
 * properties rather than a list: Default_Ignorable_Code_Point (zero-width spaces, the soft
 * hyphen, the Hangul fillers U+3164, U+115F, U+1160, U+FFA0, the combining grapheme joiner,
 * tag characters, musical formatting, …), every format character (Cf: bidirectional
 * overrides and isolates, interlinear annotations), control characters (Cc), the line and
 * paragraph separators, and the blank Braille pattern U+2800, which shows as a space. A
 * name of them registers and shows blank, or turns the text after it around.
 *
 * Kept, because emoji need them: the zero-width joiner (👨‍👩‍👧) and the variation
 * selectors (❤️). Tag characters are refused (the England flag's sequence with them).
 */
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u2800]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');
/** The zero-width joiner and the variation selectors (U+FE00–FE0F, U+E0100–E01EF). */
function isEmojiJoiner(character: string): boolean {
  const point = character.codePointAt(0)!;
  return point === 0x200d || (point >= 0xfe00 && point <= 0xfe0f) || (point >= 0xe0100 && point <= 0xe01ef);
}
/** In a multi-line text an operator writes: line breaks and tabs are its own. */
const LAYOUT = /^[\n\r\t]$/;

function isHidden(character: string, multiline: boolean): boolean {
  if (isEmojiJoiner(character)) return false;
  if (multiline && LAYOUT.test(character)) return false;
  return HIDDEN.test(character);
}

/** Whether a text holds a character that is not seen (above); `multiline` lets line breaks and tabs in. */
export function hasInvisibleCharacters(text: string, { multiline = false } = {}): boolean {
  for (const match of text.matchAll(HIDDEN_ALL)) if (isHidden(match[0], multiline)) return true;
  return false;
}

/** A text without them (a name given by Google or Apple, which we cannot refuse). */
export function withoutInvisibleCharacters(text: string, { multiline = false } = {}): string {
  return text.replace(HIDDEN_ALL, (character) => (isHidden(character, multiline) ? '' : character));
}

/**
 * A member's chat message as it is checked and stored: NFKC (full-width and styled letters
 * become plain ones, so 'ｃｏｎｎａｒｄ' or '𝐜𝐨𝐧𝐧𝐚𝐫𝐝' meet the word list) and without hidden
 * characters. A right-to-left override made '\u202edrannoc' show as a listed word that
 * the list, reading 'drannoc', let through; without it the message shows what it holds.
 */
export function readableText(text: string, { multiline = false } = {}): string {
  return withoutInvisibleCharacters(text.normalize('NFKC'), { multiline });
}
