const STORAGE_KEY = 'eclat-device';

/**
 * A random id this app keeps on the phone, sent with each wash: the operator sees washes of
 * several accounts from one phone (docs/product.md, presence). Never derived from the phone
 * itself (no fingerprint); a phone that refuses storage simply sends none.
 */
export function deviceId(): string | undefined {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}
