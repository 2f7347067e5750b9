import { PasswordStrengthMeter } from '@portal/shared/forms';
import { initI18n, loadNamespaces } from '@portal/shared/i18n';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(async () => {
  await initI18n();
  await loadNamespaces('auth');
});

describe('PasswordStrengthMeter', () => {
  it('rates with the shared estimator: a common password is weak, a long random one strong', async () => {
    const { rerender } = render(<PasswordStrengthMeter ns="auth" password="" />);
    expect(screen.getByText('Password strength is shown as you type.')).toBeInTheDocument();
    rerender(<PasswordStrengthMeter ns="auth" password="Password1" />);
    expect(
      await screen.findByText(/^Password strength: (Very weak|Weak)$/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    rerender(<PasswordStrengthMeter ns="auth" password="Vq7#kLm2!zRt9wXp" />);
    expect(await screen.findByText('Password strength: Strong', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);

  it('shows at most Weak, with at most one bar lit, while the password breaks the password rule', async () => {
    // Hard to guess (rated Strong without the rule) but it has no upper-case letter.
    const { container } = render(<PasswordStrengthMeter ns="auth" password="vq7#klm2!zrt9wxp" />);
    expect(await screen.findByText('Password strength: Weak', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('[data-score]')).toHaveAttribute('data-score', '1');
  }, 20_000);
});
