import { messages } from '../i18n';
import { HttpError } from './errors';

/**
 * NIST SP 800-63B (5.1.1.2): a new password is refused when it is among the most common
 * ones. The list is the 10,000 most frequent of @zxcvbn-ts/language-common's (ranked by
 * frequency in leaked passwords), read on the first new password, not at start.
 */
const COMMON_COUNT = 10_000;
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then((module) => {
    // Its CommonJS build, loaded from Node's ESM, has its exports under `default`.
    const { dictionary } = 'dictionary' in module ? module : (module as { default: typeof module }).default;
    return new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT));
  });
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.trim().toLowerCase());
}

/** Refuses a new password among the most common: 400 with the rule, in the member's language. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new HttpError(400, messages.auth.commonPassword);
}
