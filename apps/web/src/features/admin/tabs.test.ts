import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import french from './locales/fr-CH';
import { ADMIN_TABS } from './tabs';

// The README's /admin paragraph names the tabs the app defines, in their order (issue 48:
// it said « ten tabs » and left out « Relances »).
describe('the README’s /admin tabs', () => {
  it('are the app’s, counted and named in order', () => {
    const readme = fs.readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const paragraph = /`\/admin` \(admins only\) has (\d+) tabs: ([^.]+)\./.exec(readme.replace(/\s+/g, ' '));
    expect(paragraph, 'README: "`/admin` (admins only) has N tabs: …."').not.toBeNull();
    const names = ADMIN_TABS.map((tab) => french.tabs[tab]);
    expect(Number(paragraph![1])).toBe(ADMIN_TABS.length);
    // "Statistiques (uPlot charts …), Avis, …": each name, in order, the remarks in brackets aside.
    const listed = paragraph![2]!
      .replace(/\([^)]*\)/g, '')
      .split(/,\s*|\s+and\s+/)
      .map((name) => name.trim())
      .filter(Boolean);
    expect(listed).toEqual(names);
  });
});
