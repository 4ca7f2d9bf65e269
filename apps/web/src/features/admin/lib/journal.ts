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

/** A value as a short French text (true → oui, lists joined, objects flattened, ids as names). */
export function shownValue(value: unknown, people: People = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'string' && people[value]) return people[value];
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => shownValue(item, people)).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${key} : ${shownValue(item, people)}`)
      .join(' · ');
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function line(key: string, value: unknown, people: People, group?: string, before?: unknown): JournalLine {
  return {
    key,
    ...(group !== undefined ? { group } : {}),
    ...(before !== undefined ? { before: shownValue(before, people) } : {}),
    value: shownValue(value, people),
    ...(typeof value === 'string' && people[value] ? { memberId: value } : {}),
  };
}

/** The fields that moved between two records, nested records and named lists included. */
function changes(from: Record<string, unknown>, to: Record<string, unknown>, people: People, group?: string) {
  const lines: JournalLine[] = [];
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (same(from[key], to[key])) continue;
    if (isNamedList(from[key]) || isNamedList(to[key])) {
      const byName = (list: unknown) =>
        new Map((Array.isArray(list) ? list : []).filter(isRecord).map((item) => [String(item.name), item]));
      const before = byName(from[key]);
      const after = byName(to[key]);
      for (const name of new Set([...before.keys(), ...after.keys()]))
        lines.push(...changes(before.get(name) ?? {}, after.get(name) ?? {}, people, name));
      continue;
    }
    if (isRecord(from[key]) || isRecord(to[key])) {
      lines.push(
        ...changes(isRecord(from[key]) ? from[key] : {}, isRecord(to[key]) ? to[key] : {}, people, group),
      );
      continue;
    }
    lines.push(
      key in from && key in to
        ? line(key, to[key], people, group, from[key])
        : line(key, key in to ? to[key] : from[key], people, group),
    );
  }
  return lines;
}

/**
 * The details of a journal entry as lines: for a change, only the fields whose value moved
 * (before → after), a list of stations item by item; otherwise each field the entry
 * recorded, a nested record (an export's filters) field by field, empty ones left out.
 */
export function journalLines(details: Record<string, unknown> | null, people: People = {}): JournalLine[] {
  if (!details) return [];
  const { before, after, changed, ...rest } = details;
  const lines: JournalLine[] = [];
  if (isRecord(before) || isRecord(after))
    lines.push(...changes(isRecord(before) ? before : {}, isRecord(after) ? after : {}, people));
  if (isRecord(changed)) {
    for (const [key, change] of Object.entries(changed)) {
      if (isRecord(change) && ('before' in change || 'after' in change)) {
        if (!same(change.before, change.after))
          lines.push(line(key, change.after, people, undefined, change.before));
      } else lines.push(line(key, change, people));
    }
  }
  for (const [key, value] of Object.entries(rest)) {
    if (isRecord(value)) {
      for (const [inner, item] of Object.entries(value))
        if (item !== '' && item !== null && item !== undefined) lines.push(line(inner, item, people));
    } else lines.push(line(key, value, people));
  }
  return lines;
}
