/**
 * The skill-testing question of a contest open to Canadian residents ("a skill-testing
 * question is required"): a multi-step sum with multiplication first, answered with the first
 * submission. The caller gives the four bytes it is built from (the server hashes the draft and the
 * player, so each player keeps one question per draft).
 */
export interface SkillQuestion {
  text: string;
  answer: number;
}

export function skillQuestion(bytes: Readonly<ArrayLike<number>>): SkillQuestion {
  const byte = (i: number) => bytes[i] ?? 0;
  const a = 2 + (byte(0) % 8);
  const b = 2 + (byte(1) % 8);
  const c = 1 + (byte(2) % 20);
  // At most a × b, so the answer is at least c: a whole positive number.
  const d = 1 + (byte(3) % Math.min(9, a * b));
  return { text: `${a} × ${b} + ${c} − ${d}`, answer: a * b + c - d };
}
