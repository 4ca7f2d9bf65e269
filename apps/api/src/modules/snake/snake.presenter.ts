import { publicName } from '@app/shared/domain/names';
import type * as repo from './snake.repository';

/** A row of the week's Snake ranking: public name only. */
export function presentChallenger(entry: Awaited<ReturnType<typeof repo.weekRanking>>[number]) {
  return {
    rank: entry.rank,
    user_name: publicName(entry.pseudo, entry.name),
    score: entry.score,
    duration: entry.duration,
  };
}
