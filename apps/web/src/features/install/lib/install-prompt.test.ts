import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRefusedAt, rememberInstallRefusal } from './install-prompt';

describe('the install refusal, where the browser refuses storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads no refusal and keeps one without throwing (blocked site data)', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refused, setItem: refused });
    expect(installRefusedAt()).toBeNull();
    expect(() => rememberInstallRefusal()).not.toThrow();
  });

  it('reads back the refusal it kept', () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    });
    expect(installRefusedAt()).toBeNull();
    rememberInstallRefusal();
    expect(Date.now() - (installRefusedAt() ?? 0)).toBeLessThan(1_000);
  });
});
