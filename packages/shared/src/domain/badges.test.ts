import { describe, expect, it } from 'vitest';
import { earnedBadges, type BadgeFacts, badgesNoLongerMet } from './badges';

const none: BadgeFacts = {
  totalWashes: 0,
  level: 1,
  totalPoints: 0,
  dailyStreak: 0,
  stationsVisited: 0,
  openStations: 3,
  bestStationWashes: 0,
  shares: 0,
  reviews: 0,
  referrals: 0,
  snakeGames: 0,
  snakePodiums: 0,
  snakeWins: 0,
};

describe('earnedBadges', () => {
  it('gives nothing to a new member', () => {
    expect(earnedBadges(none)).toEqual([]);
  });

  it.each([
    [{ totalWashes: 1 }, 'first_wash'],
    [{ dailyStreak: 3 }, 'streak_3'],
    [{ stationsVisited: 3 }, 'all_stations'],
    [{ wash: { hour: 8, weekday: 2 } }, 'early_bird'],
    [{ wash: { hour: 19, weekday: 2 } }, 'night_owl'],
    [{ wash: { hour: 12, weekday: 6 } }, 'weekend_warrior'],
    [{ wash: { hour: 12, weekday: 7 } }, 'weekend_warrior'],
    [{ shares: 1 }, 'first_share'],
    [{ reviews: 1 }, 'first_review'],
    [{ referrals: 1 }, 'first_referral'],
    [{ level: 5 }, 'level_5'],
    [{ snakeGames: 1 }, 'snake_first_game'],
    [{ snakePodiums: 1 }, 'snake_podium'],
  ] as const)('%j unlocks %s', (facts, id) => {
    expect(earnedBadges({ ...none, ...facts })).toContain(id);
  });

  it('keeps the temporal badges to their hours and days', () => {
    const weekdayNoon = earnedBadges({ ...none, wash: { hour: 9, weekday: 5 } });
    expect(weekdayNoon).not.toContain('early_bird');
    expect(earnedBadges({ ...none, wash: { hour: 18, weekday: 1 } })).not.toContain('night_owl');
    expect(weekdayNoon).not.toContain('weekend_warrior');
  });
});

describe('« Globe-trotter » counts the open stations', () => {
  it('needs every open station: 3 of 3, then 4 of 4 once a fourth opens', () => {
    expect(earnedBadges({ ...none, stationsVisited: 3, openStations: 3 })).toContain('all_stations');
    expect(earnedBadges({ ...none, stationsVisited: 3, openStations: 4 })).not.toContain('all_stations');
    expect(earnedBadges({ ...none, stationsVisited: 4, openStations: 4 })).toContain('all_stations');
    expect(earnedBadges({ ...none, stationsVisited: 0, openStations: 0 })).not.toContain('all_stations');
  });
});

describe('badgesNoLongerMet (a removed wash)', () => {
  const facts = {
    totalWashes: 0,
    level: 3,
    totalPoints: 40,
    dailyStreak: 0,
    stationsVisited: 0,
    openStations: 3,
    bestStationWashes: 0,
    shares: 0,
    reviews: 0,
    referrals: 0,
    snakeGames: 1,
    snakePodiums: 0,
    snakeWins: 0,
  };

  it('takes back what the remaining washes no longer earn, and keeps the rest', () => {
    const unlocked = ['first_wash', 'all_stations', 'early_bird', 'streak_3', 'level_5', 'snake_first_game'];
    expect(badgesNoLongerMet(facts, [], unlocked).sort()).toEqual([
      'all_stations',
      'early_bird',
      'first_wash',
    ]);
  });

  it('takes « Globe-trotter » back only when the removal cost the member a station', () => {
    const fourOpen = { ...facts, totalWashes: 5, stationsVisited: 3, openStations: 4 };
    expect(badgesNoLongerMet(fourOpen, [], ['all_stations'], false)).toEqual([]);
    expect(badgesNoLongerMet({ ...fourOpen, stationsVisited: 2 }, [], ['all_stations'], true)).toEqual([
      'all_stations',
    ]);
  });

  it('keeps a time-of-day badge while one remaining wash was taken at such a time', () => {
    const left = { ...facts, totalWashes: 2, stationsVisited: 3 };
    expect(
      badgesNoLongerMet(left, [{ hour: 8, weekday: 2 }], ['early_bird', 'night_owl', 'first_wash']),
    ).toEqual(['night_owl']);
  });
});
