import { beforeEach, describe, expect, it } from 'vitest';
import { openDialog, useDialogStore } from '../dialog-store';

describe('dialog store', () => {
  beforeEach(() => useDialogStore.setState({ dialogs: [] }));

  it('resolves with the action the user took', async () => {
    const answer = openDialog({ kind: 'logout' });
    const [dialog] = useDialogStore.getState().dialogs;
    expect(dialog?.request.kind).toBe('logout');
    useDialogStore.getState().closeDialog(dialog?.id ?? -1, 'confirm');
    await expect(answer).resolves.toBe('confirm');
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('shows one connection-error dialog for many failing requests and answers them all', async () => {
    const first = openDialog({ kind: 'connectionError' });
    const second = openDialog({ kind: 'connectionError' });
    expect(useDialogStore.getState().dialogs).toHaveLength(1);
    const [dialog] = useDialogStore.getState().dialogs;
    useDialogStore.getState().closeDialog(dialog?.id ?? -1, 'confirm');
    await expect(Promise.all([first, second])).resolves.toEqual(['confirm', 'confirm']);
  });

  it('stacks message dialogs instead of merging them', () => {
    void openDialog({ kind: 'message', message: 'one' });
    void openDialog({ kind: 'message', message: 'two' });
    expect(useDialogStore.getState().dialogs).toHaveLength(2);
  });
});
