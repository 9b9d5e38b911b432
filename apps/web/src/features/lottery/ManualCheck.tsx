import type { AuditResponse } from '@powerplay/contracts';
import { commitmentOf, drawBalls, isSeedHex } from '@powerplay/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Field } from '../../components/ui/Field';

export interface Recomputed {
  commitment: string;
  balls: number[];
}

/** Recomputes a draw from its seed in the browser, with the same pure code the server draws with. */
export function recompute(
  seedHex: string,
  gameId: string,
  count: number,
  range: { min: number; max: number },
) {
  return { commitment: commitmentOf(seedHex), balls: drawBalls(seedHex, gameId, count, range) };
}

/** How many balls the game draws (an answer without a usable `ballCount`: the published list). */
export function auditBallCount(audit: AuditResponse): number {
  const count = (audit as Partial<AuditResponse>).ballCount;
  const fits = (n: unknown): n is number =>
    typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= audit.max - audit.min + 1;
  return fits(count) ? count : audit.balls.length;
}

interface ManualForm {
  seed: string;
  gameId: string;
  min: string;
  max: string;
  count: string;
}

/** The manual form's first values: a finished draw's own (its revealed seed included) when one is open. */
export function manualFormOf(gameId: number | null, audit: AuditResponse | undefined): ManualForm {
  if (audit?.seed) {
    return {
      seed: audit.seed,
      gameId: String(audit.gameId),
      min: String(audit.min),
      max: String(audit.max),
      count: String(auditBallCount(audit)),
    };
  }
  return { seed: '', gameId: gameId !== null ? String(gameId) : '', min: '1', max: '47', count: '7' };
}

/** What the verifier recomputes: the seed, the game id as given, and the draw's range and ball count. */
interface ManualCheckInput {
  seed: string;
  gameId: string;
  min: number;
  max: number;
  count: number;
}

/**
 * The manual form's check, done in the browser (no request: the verifier runs the draw itself), with the
 * page's own words; the first problem is the one shown.
 */
const manualResolver: Resolver<ManualForm, unknown, ManualCheckInput> = (form) => {
  const refuse = (message: string) => ({ values: {}, errors: { root: { type: 'invalid', message } } });
  const seed = form.seed.trim().toLowerCase();
  const [min, max, count] = [Number(form.min), Number(form.max), Number(form.count)];
  if (!isSeedHex(seed)) return refuse('The seed must be 64 hexadecimal characters (32 bytes).');
  if (!form.gameId.trim()) return refuse('Enter the game id exactly as the game page shows it.');
  if (![min, max, count].every(Number.isInteger) || min > max || count < 1 || count > max - min + 1) {
    return refuse('Enter a range (min ≤ max) and a ball count that fits in it.');
  }
  return { values: { seed, gameId: form.gameId.trim(), min, max, count }, errors: {} };
};

export function ManualCheck({ initial }: { initial: ManualForm }) {
  const [result, setResult] = useState<Recomputed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<ManualForm, unknown, ManualCheckInput>({
    defaultValues: initial,
    resolver: manualResolver,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    ({ seed, gameId, min, max, count }) => {
      setProblem(null);
      setResult(recompute(seed, gameId, count, { min, max }));
    },
    (errors) => {
      setResult(null);
      setProblem(errors.root?.message ?? null);
    },
  );

  const field = (name: keyof ManualForm, label: string, type = 'text') => (
    <Field id={`verify-${name}`} label={label}>
      <input type={type} spellCheck={false} autoComplete="off" {...register(name)} />
    </Field>
  );

  return (
    <section className="lotto-panel" aria-labelledby="manual-title">
      <h2 id="manual-title">Recompute any draw</h2>
      <form className="verify-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {field('seed', 'Seed (hex)')}
        {field('gameId', 'Game id')}
        <div className="field-row">
          {field('min', 'Lowest number', 'number')}
          {field('max', 'Highest number', 'number')}
        </div>
        {field('count', 'Balls drawn', 'number')}
        <button type="submit" className="button button-primary">
          Recompute
        </button>
      </form>
      <div role="status" aria-live="polite">
        {problem ? <p className="verify-bad">{problem}</p> : null}
        {result ? (
          <div>
            <p>
              Commitment sha256(seed): <span className="mono">{result.commitment}</span>
            </p>
            <p>
              Balls, in draw order: <strong>{result.balls.join(', ')}</strong>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
