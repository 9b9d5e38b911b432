import { notices, type LotteryGame } from '@powerplay/contracts';
import { gameTypeConfigs, sortedPicks } from '@powerplay/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { describeError, isApiError } from '../../lib/api';
import { messageOf, type Message } from '../../lib/messages';
import type { FieldProblem } from '../../lib/validation';
import { useMyGameEntry, useSavePicks, type GameType } from './api';
import { pickMessage } from './messages';

interface Shown {
  message: Message;
  role: 'dialog' | 'alertdialog';
  then?: () => void;
}

/** Picks restored from navigation state (returning from /register or /login). */
function restoredPicks(state: unknown, max: number): number[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const selected = (state as { selected?: unknown }).selected;
  if (!Array.isArray(selected)) return null;
  const numbers = selected.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= max);
  return numbers.length ? [...new Set(numbers)] : null;
}

/**
 * The pick page's picks and their way to the server: the numbers touched here (else the saved entry, or
 * those restored from the navigation state), SUBMIT's checks, the review, the save and its message.
 */
export function usePickFlow(
  type: GameType,
  game: LotteryGame | null,
  signedIn: boolean,
  navigationState: unknown,
) {
  const config = gameTypeConfigs[type];
  const navigate = useNavigate();
  // My saved picks in this draw (the draw itself is the list's).
  const detail = useMyGameEntry(signedIn && game ? game.id : null);
  const save = useSavePicks();

  const restored = restoredPicks(navigationState, config.max);
  // The restored picks are used once: a reload or a later visit starts from the saved entry.
  const { pathname } = useLocation();
  const hasRestored = restored !== null;
  useEffect(() => {
    if (hasRestored) void navigate(pathname, { replace: true, state: null });
  }, [hasRestored, pathname, navigate]);
  // Picks the player has touched on this page; until then, their saved entry (or restored picks).
  const [edited, setEdited] = useState<number[] | null>(restored);
  const [reviewing, setReviewing] = useState(restored !== null && restored.length === config.picks);
  const [shown, setShown] = useState<Shown | null>(null);
  // Elite 8's skill-testing question (a first entry of the week), the answer typed, the server's word.
  const skillQuestion = detail.data?.skillQuestion ?? null;
  const [answer, setAnswer] = useState('');
  const [answerProblem, setAnswerProblem] = useState<FieldProblem | null>(null);
  const saved = detail.data?.entry?.picks ?? null;
  const picks = edited ?? saved ?? [];

  function show(message: Message, role: Shown['role'] = 'alertdialog', then?: () => void) {
    setShown({ message, role, then });
  }

  function onSubmit() {
    if (!game) return show(messageOf('GAME_NOT_FOUND'));
    if (picks.length < config.picks) return show(pickMessage(type, 'PICKS_TOO_FEW', config.picks));
    if (!signedIn) {
      const selected = sortedPicks(picks);
      return show(
        messageOf('AUTH_REQUIRED'),
        'alertdialog',
        type === 'elite8'
          ? () => void navigate('/register', { state: { backlink: 'elite8', selected } })
          : undefined,
      );
    }
    setReviewing(true);
  }

  function confirm() {
    if (!game) return;
    // Anything but a whole number is sent as no answer: the server refuses it as wrong.
    const skillAnswer =
      skillQuestion !== null && /^\s*-?\d{1,7}\s*$/.test(answer) ? Number(answer) : undefined;
    save.mutate(
      { id: game.id, numbers: sortedPicks(picks), skillAnswer },
      {
        onSuccess: () => {
          setReviewing(false);
          // The player stays on the draw, which now shows their entry.
          show(notices.PICKS_SAVED, 'dialog');
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'ELITE8_SKILL_ANSWER_WRONG') {
            // Nothing was saved: the review stays open for another answer.
            setAnswerProblem({ field: 'skillAnswer', message: describeError(error) });
            return;
          }
          setReviewing(false);
          show(describeError(error));
        },
      },
    );
  }

  function closeMessage() {
    const then = shown?.then;
    setShown(null);
    then?.();
  }

  return {
    picks,
    saved,
    /** The saved entry is loading. */
    loading: signedIn && game !== null && detail.isPending,
    setPicks: setEdited,
    onSubmit,
    /** The grid refused a tap (too many numbers). */
    refuse: (code: 'PICKS_TOO_MANY' | 'PICKS_TOO_FEW') => show(pickMessage(type, code, config.picks)),
    reviewing,
    saving: save.isPending,
    confirm,
    cancelReview: () => setReviewing(false),
    /** Elite 8's skill-testing question the save answers, or null. */
    skillQuestion,
    answer,
    setAnswer: (value: string) => {
      setAnswer(value);
      setAnswerProblem(null);
    },
    answerProblem,
    shown,
    closeMessage,
  };
}
