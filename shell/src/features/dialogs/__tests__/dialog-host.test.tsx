import { initI18n } from '@portal/shared/i18n';
import { type DialogAction, openDialog, useDialogStore } from '@portal/shared/stores';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../dialog-host';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  useDialogStore.setState({ dialogs: [] });
  vi.useRealTimers();
});

const open = (request: Parameters<typeof openDialog>[0]) => {
  let answer: Promise<DialogAction> = Promise.resolve('close');
  act(() => {
    answer = openDialog(request);
  });
  return answer;
};

describe('DialogHost', () => {
  it('shows Connection Error with Try Again (confirm) and Close (close)', async () => {
    render(<DialogHost />);
    const answer = open({ kind: 'connectionError' });
    const dialog = screen.getByRole('dialog', { name: 'Connection Error' });
    expect(dialog).toHaveTextContent('We’re having problems connecting to the server. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await expect(answer).resolves.toBe('confirm');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const second = open({ kind: 'connectionError' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(second).resolves.toBe('close');
  });

  it('asks for logout confirmation', async () => {
    render(<DialogHost />);
    const answer = open({ kind: 'logout' });
    expect(screen.getByRole('dialog', { name: 'Log Out' })).toHaveTextContent(
      'Are you sure you want to log out?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe('close');
  });

  it('shows "Program no longer available" with OK', async () => {
    render(<DialogHost />);
    const answer = open({ kind: 'programUnavailable' });
    expect(screen.getByRole('dialog', { name: 'Program no longer available' })).toHaveTextContent(
      'Unfortunately you no longer have access to these benefits. Please contact your issuer for further information.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe('confirm');
  });

  it('closes a message by itself after 2000 ms by default', () => {
    vi.useFakeTimers();
    render(<DialogHost />);
    const answer = open({ kind: 'message', message: 'Login is required' });
    expect(screen.getByRole('dialog', { name: 'Login is required' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return expect(answer).resolves.toBe('close');
  });

  it('keeps a message with durationMs 0 until it is closed, and labels a confirm with its own buttons', async () => {
    render(<DialogHost />);
    open({ kind: 'message', title: 'Saved', message: 'Your profile is saved.', durationMs: 0 });
    const answer = open({
      kind: 'confirm',
      title: 'Discard booking?',
      message: 'It cannot be undone.',
      confirmLabel: 'Discard',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await expect(answer).resolves.toBe('confirm');
    expect(screen.getByRole('dialog', { name: 'Saved' })).toHaveTextContent('Your profile is saved.');
  });
});
