import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength } from './password-strength';

describe('estimatePasswordStrength', () => {
  it('rates common passwords very weak even when they pass the character rules', async () => {
    await expect(estimatePasswordStrength('Password1')).resolves.toEqual({
      score: 0,
      labelKey: 'passwordStrength.veryWeak',
    });
  });

  it('rates a long unusual passphrase strong', async () => {
    await expect(estimatePasswordStrength('Xk9#mQ2vL!pz')).resolves.toEqual({
      score: 4,
      labelKey: 'passwordStrength.strong',
    });
  });

  it('counts the user’s own details against the password', async () => {
    const alone = await estimatePasswordStrength('Zorbatrux42');
    const withDetails = await estimatePasswordStrength('Zorbatrux42', ['Zorbatrux', 'Ana']);
    expect(alone.score).toBe(4);
    expect(withDetails.score).toBeLessThan(2);
  });

  // Each password is hard to guess (zxcvbn alone rates it Good or Strong) but breaks the password rule.
  it.each([
    ['no upper case', 'xk9#mq2vl!pzrt'],
    ['no lower case', 'XK9#MQ2VL!PZRT'],
    ['no number', 'Xk#mQvL!pzRtwy'],
    ['too short', 'X#k9!qZ'],
    ['a non-Latin character', 'Xk9#mQ2vL!pzñé'],
  ])('rates a password with %s at most weak', async (_, password) => {
    const strength = await estimatePasswordStrength(password);
    expect(strength.score).toBeLessThanOrEqual(1);
    expect(['passwordStrength.veryWeak', 'passwordStrength.weak']).toContain(strength.labelKey);
  });
});
