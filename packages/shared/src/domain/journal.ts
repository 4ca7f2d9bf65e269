/**
 * A journal entry's details as the operator reads them (the Journal tab, its CSV export):
 * the fields that moved, before → after, a list of stations item by item, members by name.
 * Pure: the words (yes, no, the field names) and the language's digits are the caller's.
 */
import type { Locale } from './locales';
import { formatCount } from '../i18n/interpret';

/** The words a line is written with, in the operator's language (i18n/journal). */
export interface JournalWords {
  locale: Locale;
  yes: string;
  no: string;
  fields: Record<string, string>;
  scaleLabels: Record<string, string>;
}

/** One line of a journal entry's details: what changed, or what the action concerned. */
export interface JournalLine {
  key: string;
  /** The item the line belongs to, when the entry changed several (a station's name). */
  group?: string;
  before?: string;
  value: string;
  /** The member the value names (shown by name, linked, the id on hover). */
  memberId?: string;
}

/** Members' names by id, as the journal's answer gives them. */
export type People = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A list of named items (the stations): compared item by item rather than as one value. */
const isNamedList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => isRecord(item) && typeof item.name === 'string');

/** A value as a short text (true → oui, numbers in the language's digits, lists joined, objects flattened, ids as names). */
export function shownValue(value: unknown, words: JournalWords, people: People = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  // Up to six decimals: a station's coordinates are shown whole.
  if (typeof value === 'number') return formatCount(value, words.locale, 6);
  if (typeof value === 'string' && people[value]) return people[value];
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => shownValue(item, words, people)).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${fieldName(key, words)} : ${shownValue(item, words, people)}`)
      .join(' · ');
  return String(value);
}

/** A details key as the operator reads it (a member's field, an amount of the scale), else the key. */
export function fieldName(key: string, words: JournalWords): string {
  return words.fields[key] ?? words.scaleLabels[key] ?? key;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function line(
  key: string,
  value: unknown,
  words: JournalWords,
  people: People,
  group?: string,
  before?: unknown,
): JournalLine {
  return {
    key,
    ...(group !== undefined ? { group } : {}),
    ...(before !== undefined ? { before: shownValue(before, words, people) } : {}),
    value: shownValue(value, words, people),
    ...(typeof value === 'string' && people[value] ? { memberId: value } : {}),
  };
}

/** The fields that moved between two records, nested records and named lists included. */
function changes(
  from: Record<string, unknown>,
  to: Record<string, unknown>,
  words: JournalWords,
  people: People,
  group?: string,
) {
  const lines: JournalLine[] = [];
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (same(from[key], to[key])) continue;
    if (isNamedList(from[key]) || isNamedList(to[key])) {
      const byName = (list: unknown) =>
        new Map((Array.isArray(list) ? list : []).filter(isRecord).map((item) => [String(item.name), item]));
      const before = byName(from[key]);
      const after = byName(to[key]);
      for (const name of new Set([...before.keys(), ...after.keys()]))
        lines.push(...changes(before.get(name) ?? {}, after.get(name) ?? {}, words, people, name));
      continue;
    }
    if (isRecord(from[key]) || isRecord(to[key])) {
      lines.push(
        ...changes(
          isRecord(from[key]) ? from[key] : {},
          isRecord(to[key]) ? to[key] : {},
          words,
          people,
          group,
        ),
      );
      continue;
    }
    lines.push(
      key in from && key in to
        ? line(key, to[key], words, people, group, from[key])
        : line(key, key in to ? to[key] : from[key], words, people, group),
    );
  }
  return lines;
}

/**
 * The details of a journal entry as lines: for a change, only the fields whose value moved
 * (before → after), a list of stations item by item; otherwise each field the entry
 * recorded, a nested record (an export's filters) field by field, empty ones left out.
 */
export function journalLines(
  details: Record<string, unknown> | null,
  words: JournalWords,
  people: People = {},
): JournalLine[] {
  if (!details) return [];
  const { before, after, changed, ...rest } = details;
  const lines: JournalLine[] = [];
  if (isRecord(before) || isRecord(after))
    lines.push(...changes(isRecord(before) ? before : {}, isRecord(after) ? after : {}, words, people));
  if (isRecord(changed)) {
    for (const [key, change] of Object.entries(changed)) {
      if (isRecord(change) && ('before' in change || 'after' in change)) {
        if (!same(change.before, change.after))
          lines.push(line(key, change.after, words, people, undefined, change.before));
      } else lines.push(line(key, change, words, people));
    }
  }
  for (const [key, value] of Object.entries(rest)) {
    if (isRecord(value)) {
      for (const [inner, item] of Object.entries(value))
        if (item !== '' && item !== null && item !== undefined) lines.push(line(inner, item, words, people));
    } else lines.push(line(key, value, words, people));
  }
  return lines;
}

/**
 * A journal entry's details as the CSV export writes them: one line per change, as the
 * Journal tab shows it (« Cernier I · Exiger le code : non → oui »), lines one under another.
 */
export function journalText(
  details: Record<string, unknown> | null,
  words: JournalWords,
  people: People = {},
): string {
  // French puts a narrow no-break space before the colon; the other languages none.
  const colon = words.locale === 'fr-CH' ? '\u202f: ' : ': ';
  return journalLines(details, words, people)
    .map((entry) => {
      const name = fieldName(entry.key, words);
      const label = entry.group ? `${entry.group} · ${name}` : name;
      return `${label}${colon}${entry.before !== undefined ? `${entry.before} → ` : ''}${entry.value}`;
    })
    .join('\n');
}
