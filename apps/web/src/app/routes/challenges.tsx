import type { QueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useCallback, useState } from 'react';
import { BackHeader } from '@/components/layout/back-header';
import { Alert } from '@/components/ui/alert';
import { challengeQueryOptions, useChallenge } from '@/features/snake/api/get-challenge';
import { historyQueryOptions } from '@/features/snake/api/get-history';
import { useSubmitScore } from '@/features/snake/api/submit-score';
import {
  CurrentChallenge,
  History,
  RewardsPanel,
  TopTen,
} from '@/features/snake/components/challenge-panels';
import { SnakeGame, type FinishedGame } from '@/features/snake/components/snake-game';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useLiveUpdates } from '@/app/live-updates';
import { BadgeToast } from '@/features/badges/components/badge-toast';

export function prefetchData(client: QueryClient) {
  return Promise.all([
    client.prefetchQuery(challengeQueryOptions),
    client.prefetchQuery(historyQueryOptions),
  ]);
}

/** /challenges (docs/product.md, screens): the weekly Snake game and its challenge. */
export function ChallengesRoute() {
  useLiveUpdates(true);
  const words = t.snake;
  const { data: challenge } = useChallenge();
  const submit = useSubmitScore();
  const [finished, setFinished] = useState<FinishedGame | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onGameOver = useCallback((game: FinishedGame) => {
    setFinished(game);
    setResult(null);
    submit.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset is stable enough: it clears the last answer
  }, []);

  const canSubmit =
    finished !== null &&
    finished.score > 0 &&
    challenge !== undefined &&
    challenge.challenge_active &&
    !challenge.user_played &&
    result?.tone !== 'success';

  const send = () => {
    if (!finished) return;
    submit.mutate(
      { game_id: finished.gameId, score: finished.score, duration: finished.duration, moves: finished.moves },
      {
        onSuccess: (answer) =>
          setResult({ tone: 'success', text: words.submitted({ rank: answer.current_rank }) }),
        onError: (error) =>
          setResult({
            tone: 'error',
            text: error instanceof ApiError && error.detail ? error.detail : words.submitError,
          }),
      },
    );
  };

  return (
    <main className="mx-auto min-h-dvh w-full max-w-4xl space-y-4 p-4">
      <BackHeader title={words.title} />
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-3">
          <SnakeGame onGameOver={onGameOver} />
          {canSubmit && (
            <div className="flex justify-center">
              <button
                type="button"
                className="btn-primary inline-flex"
                onClick={send}
                disabled={submit.isPending}
              >
                <Send aria-hidden="true" className="h-5 w-5" />
                {submit.isPending ? words.submitting : words.submit}
              </button>
            </div>
          )}
          {result && <Alert tone={result.tone}>{result.text}</Alert>}
        </div>
        <div className="space-y-3">
          <CurrentChallenge challenge={challenge} />
          <RewardsPanel />
          <TopTen challenge={challenge} />
          <History />
        </div>
      </div>
      <BadgeToast />
    </main>
  );
}
