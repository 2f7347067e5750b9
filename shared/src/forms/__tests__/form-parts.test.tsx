import { FormActions, FormFailure, NewPasswordFields, PasswordField, useBusy } from '@portal/shared/forms';
import { initI18n, loadNamespaces } from '@portal/shared/i18n';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@portal/shared/validation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared/validation')>()),
  estimatePasswordStrength: async () => ({ score: 4, labelKey: 'passwordStrength.strong' }),
}));

beforeAll(async () => {
  await initI18n();
  await loadNamespaces('account');
});

describe('form parts', () => {
  it('new password fields: labelled masked inputs, the rule as hint, errors wired to the inputs', async () => {
    const onPasswordChange = vi.fn();
    render(
      <NewPasswordFields
        ns="account"
        passwordLabel="New password"
        confirmLabel="Confirm new password"
        password="Abcdefg1"
        confirmPassword=""
        onPasswordChange={onPasswordChange}
        onConfirmPasswordChange={() => {}}
        errors={{ confirmPassword: 'Passwords do not match.' }}
        userInputs={[]}
      />,
    );
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/At least 8 Latin characters/);
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAttribute('name', 'confirmPassword');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(/Passwords do not match\./);
    expect(await screen.findByText('Password strength: Strong')).toBeInTheDocument();
    await userEvent.type(password, 'x');
    expect(onPasswordChange).toHaveBeenLastCalledWith('Abcdefg1x');
  });

  it('a current password field names itself as told', () => {
    render(
      <PasswordField
        label="Current password"
        name="oldPassword"
        autoComplete="current-password"
        value=""
        onChange={() => {}}
      />,
    );
    const field = screen.getByLabelText('Current password');
    expect(field).toHaveAttribute('name', 'oldPassword');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows a failure only when there is one, and a submit button with the other buttons', () => {
    const { rerender } = render(<FormFailure message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormFailure message="Something went wrong." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    render(
      <FormActions submitLabel="Save" busy={false}>
        <button type="button">Cancel</button>
      </FormActions>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('useBusy is busy while the work runs and settles after a failed connection', async () => {
    const { result } = renderHook(() => useBusy());
    let finish: (value?: unknown) => void = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current[1](async () => {
        await new Promise((resolve) => {
          finish = resolve;
        });
        throw new Error('network');
      });
    });
    expect(result.current[0]).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current[0]).toBe(false);
  });
});
