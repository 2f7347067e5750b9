import { findUnsafeCharacter } from '@portal/shared/validation';

/** Deeper than any contract's input: a body nested further is refused rather than walked. */
const MAX_DEPTH = 16;

export type UnsafeInput = { path: string; reason: 'characters' | 'depth' };

/**
 * The second line behind the contracts' shared string rule: finds the first string (value or key)
 * anywhere in a request's input that holds a character no text of the portal may hold (NUL, other
 * controls but tab and line breaks, bidirectional overrides, lone surrogates). Contracts refuse
 * line breaks in one-line fields themselves; this walk, for every endpoint at once, makes sure
 * nothing unstorable reaches a handler even where a contract forgot the rule.
 */
export const findUnsafeInput = (value: unknown, path = '', depth = 0): UnsafeInput | null => {
  if (typeof value === 'string') {
    return findUnsafeCharacter(value, { multiline: true }) === -1 ? null : { path, reason: 'characters' };
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { path, reason: 'depth' };
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, child] of entries) {
    const keyIsUnsafe = findUnsafeCharacter(key, { multiline: true }) !== -1;
    // An unsafe name is not echoed back: the answer names where it is instead.
    const childPath = `${path ? `${path}.` : ''}${keyIsUnsafe ? '(field name)' : key}`;
    if (keyIsUnsafe) return { path: childPath, reason: 'characters' };
    const found = findUnsafeInput(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
};
