import { PASSWORD_MAX_LENGTH, validatePassword } from './password';

/** zxcvbn's score: 0 (guessed in under 10^3 tries) to 4 (needs over 10^10). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** The best score a password that breaks the password rule can get: "Weak". */
const RULE_BREAKING_MAX_SCORE = 1;

/** The meter's label for each score, as keys in the `common` namespace. */
export const PASSWORD_STRENGTH_KEYS = [
  'passwordStrength.veryWeak',
  'passwordStrength.weak',
  'passwordStrength.fair',
  'passwordStrength.good',
  'passwordStrength.strong',
] as const;

export interface PasswordStrength {
  score: PasswordScore;
  labelKey: (typeof PASSWORD_STRENGTH_KEYS)[PasswordScore];
}

type Estimator = { check: (password: string, userInputs?: (string | number)[]) => { score: number } };

let estimator: Promise<Estimator> | null = null;

// The dictionaries weigh about 1 MB: they load on the first estimate, never with a page.
const loadEstimator = (): Promise<Estimator> => {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return estimator;
};

/**
 * Estimates how hard a password is to guess (for the strength meter). `userInputs` are the
 * user's own details (name, email), which make a password weaker when it contains them.
 * A password the form would refuse is never rated above "Weak", however hard it is to guess:
 * a "Strong" label beside a rule error would contradict it.
 */
export const estimatePasswordStrength = async (
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordStrength> => {
  const zxcvbn = await loadEstimator();
  const raw = zxcvbn.check(password.slice(0, PASSWORD_MAX_LENGTH), [...userInputs]).score;
  const ceiling = validatePassword(password) === null ? 4 : RULE_BREAKING_MAX_SCORE;
  const score = Math.min(ceiling, Math.max(0, Math.round(raw))) as PasswordScore;
  return { score, labelKey: PASSWORD_STRENGTH_KEYS[score] };
};
