/**
 * French typography, applied to every French catalog text when it is compiled (web and
 * API): a narrow no-break space (U+202F) before « ! ? : ; », after « and before », so
 * that « Bonjour, Léa ! » never leaves « ! » alone at the start of a line. A space the
 * text has is made narrow and unbreakable; a missing one is added where the sign closes
 * a word (« Rang actuel: 1 » → « Rang actuel : 1 »), never inside an address or a time
 * (« https:// », « 14:05 », « ?presence= »).
 */
const NARROW_NO_BREAK_SPACE = '\u202f';

/** Spaces that may stand before a high sign: ordinary, no-break, narrow no-break. */
const SPACES = '[ \\u00a0\\u202f]';

export function frenchTypography(text: string): string {
  return (
    text
      // A space before a high sign, or inside the quotes, becomes narrow and unbreakable.
      .replace(new RegExp(`${SPACES}+([!?:;»])`, 'g'), `${NARROW_NO_BREAK_SPACE}$1`)
      .replace(new RegExp(`«${SPACES}+`, 'g'), `«${NARROW_NO_BREAK_SPACE}`)
      // A missing one is added after a word, a number or a value, when the sign ends a
      // phrase (followed by a space or the end), and inside quotes.
      .replace(/(?<=[\p{L}\p{N})}])([!?:;]+)(?=\s|$)/gu, `${NARROW_NO_BREAK_SPACE}$1`)
      .replace(/«(?=[^\s])/g, `«${NARROW_NO_BREAK_SPACE}`)
      .replace(/(?<=[^\s])»/g, `${NARROW_NO_BREAK_SPACE}»`)
  );
}
