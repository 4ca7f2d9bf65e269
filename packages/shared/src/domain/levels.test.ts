import { describe, expect, it } from 'vitest';
import frenchNames from '../i18n/names/fr-CH';
import {
  levelForPoints,
  levelMaxPoints,
  levelMinPoints,
  levelProgress,
  levelTitle,
  levelWashBonus,
} from './levels';

const french = frenchNames.programme;

describe('levelForPoints', () => {
  it.each([
    [0, 1],
    [-40, 1],
    [49, 1],
    [50, 2],
    [99, 2],
    [100, 3],
    [1649, 9],
    [1650, 10],
    [1999, 10],
    [2000, 11],
    [2249, 11],
    [2250, 12],
    [2599, 12],
    [2600, 13],
    [415849, 99],
    [415850, 100],
    [10_000_000, 100],
  ])('%i points is level %i', (points, level) => {
    expect(levelForPoints(points)).toBe(level);
  });
});

describe('level bounds', () => {
  it('chains every level to the next without gaps', () => {
    for (let level = 1; level < 100; level += 1) {
      expect(levelMinPoints(level + 1)).toBe(levelMaxPoints(level));
      expect(levelMaxPoints(level)).toBeGreaterThan(levelMinPoints(level));
    }
  });
  it('leaves level 100 without an upper bound', () => {
    expect(levelMaxPoints(100)).toBeNull();
    expect(levelMinPoints(100)).toBe(415850);
  });
  it('refuses levels outside 1-100', () => {
    expect(() => levelTitle(0, french)).toThrow(RangeError);
    expect(() => levelTitle(101, french)).toThrow(RangeError);
    expect(() => levelMaxPoints(1.5)).toThrow(RangeError);
  });
});

describe('levelTitle', () => {
  it.each([
    [1, 'Rookie'],
    [2, 'Débutant'],
    [9, 'Maître'],
    [10, 'Maître+'],
    [11, 'Champion'],
    [12, 'Champion Elite'],
    [13, 'Champion Supreme'],
    [14, 'Légende'],
    [55, 'Absolu Supreme'],
    [56, 'Champion'],
    [100, 'Absolu Supreme'],
  ])('level %i is %s', (level, title) => {
    expect(levelTitle(level, french)).toBe(title);
  });
  it('cycles through 45 distinct titles from level 11', () => {
    const cycle = Array.from({ length: 45 }, (_, index) => levelTitle(11 + index, french));
    expect(new Set(cycle).size).toBe(45);
    expect(levelTitle(56, french)).toBe(cycle[0]);
  });
});

describe('levelWashBonus', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [10, 4],
    [11, 5],
    [100, 49],
  ])('level %i gives +%i per wash', (level, bonus) => {
    expect(levelWashBonus(level)).toBe(bonus);
  });
});

describe('levelProgress', () => {
  it('measures progress inside the real level range, not modulo 100', () => {
    expect(levelProgress(1800)).toEqual({
      level: 10,
      min: 1650,
      max: 2000,
      progress: 150 / 350,
      pointsToNext: 200,
    });
  });
  it('starts a level at zero progress', () => {
    expect(levelProgress(2000)).toMatchObject({ level: 11, progress: 0, pointsToNext: 250 });
  });
  it('is full at the top level', () => {
    expect(levelProgress(500000)).toMatchObject({ level: 100, max: null, progress: 1, pointsToNext: 0 });
  });
  it('clamps negative totals to the start of level 1', () => {
    expect(levelProgress(-10)).toMatchObject({ level: 1, progress: 0, pointsToNext: 50 });
  });
});

describe('level names in another language', () => {
  it('take the same places as the French ones', () => {
    const names = {
      levelFirst: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10'],
      levelFamilies: Array.from({ length: 15 }, (_, index) => `F${index + 1}`),
    };
    expect(levelTitle(2, names)).toBe('A2');
    expect(levelTitle(11, names)).toBe('F1');
    expect(levelTitle(12, names)).toBe('F1 Elite');
    expect(levelTitle(13, names)).toBe('F1 Supreme');
    expect(levelTitle(100, names)).toBe(levelTitle(100, french).replace('Absolu', 'F15'));
  });
});
