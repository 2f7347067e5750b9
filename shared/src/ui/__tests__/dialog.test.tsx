import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { Dialog } from '../dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Log out"
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Confirm</Button>
          </>
        }
      >
        <p>Are you sure?</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal named by its title and described by its body', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
  });

  it('moves focus in, traps Tab and Shift+Tab, and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('ignores Escape when it has no onClose (it must be answered)', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open title="Program no longer available" actions={<Button>OK</Button>}>
        Please contact your issuer.
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Program no longer available' })).toBeInTheDocument();
  });

  it('closes only the top dialog on Escape when two are open', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Dialog open title="First" onClose={first} actions={<Button>One</Button>} />
        <Dialog open title="Second" onClose={second} actions={<Button>Two</Button>} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
