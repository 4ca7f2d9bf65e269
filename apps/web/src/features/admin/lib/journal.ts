/** One line of a journal entry's details: what changed, or what the action concerned. */
export interface JournalLine {
  key: string;
  before?: string;
  value: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value as a short French text (true → oui, lists joined, objects flattened). */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(shownValue).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${key} : ${shownValue(item)}`)
      .join(' · ');
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The details of a journal entry as lines: for a change, only the fields whose value moved
 * (before → after); otherwise each field the entry recorded. Nested changes
 * ({ field: { before, after } }) read the same way.
 */
export function journalLines(details: Record<string, unknown> | null): JournalLine[] {
  if (!details) return [];
  const { before, after, changed, ...rest } = details;
  const lines: JournalLine[] = [];
  if (isRecord(before) || isRecord(after)) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
      if (same(from[key], to[key])) continue;
      if (isRecord(from[key]) || isRecord(to[key])) {
        lines.push(...journalLines({ before: from[key] ?? {}, after: to[key] ?? {} }));
        continue;
      }
      lines.push(
        key in from && key in to
          ? { key, before: shownValue(from[key]), value: shownValue(to[key]) }
          : { key, value: shownValue(key in to ? to[key] : from[key]) },
      );
    }
  }
  if (isRecord(changed)) {
    for (const [key, change] of Object.entries(changed)) {
      if (isRecord(change) && ('before' in change || 'after' in change)) {
        if (!same(change.before, change.after))
          lines.push({ key, before: shownValue(change.before), value: shownValue(change.after) });
      } else lines.push({ key, value: shownValue(change) });
    }
  }
  for (const [key, value] of Object.entries(rest)) lines.push({ key, value: shownValue(value) });
  return lines;
}
