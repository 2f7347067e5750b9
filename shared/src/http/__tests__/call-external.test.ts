import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useDialogStore } from '../../stores/dialog-store';
import { useSessionStore } from '../../stores/session-store';
import { serveFetch } from '../../testing/server-double';
import { externalClient } from '../call-external';
import { ConnectionError, callExternal, configureHttp } from '../index';

const PAYMENT_URL = 'https://pay.example.test/ingenico/token-pay/create-payment';

beforeAll(() => externalClient.load());

beforeEach(() => {
  configureHttp({ navigate: vi.fn(), getLanguage: () => 'es-ES' });
  useDialogStore.setState({ dialogs: [] });
  useSessionStore.getState().setSession('portal-token', { firstName: 'Ana', lastName: 'Silva' });
});

afterEach(() => useSessionStore.getState().clearSession());

describe('callExternal', () => {
  it('POSTs JSON to the other origin without the channel or authorization header', async () => {
    const requests = serveFetch(externalClient, () => ({ status: 200, data: { paymentId: 'p-1' } }));
    const result = await callExternal(
      PAYMENT_URL,
      { amount: 100 },
      { result: z.object({ paymentId: z.string() }) },
    );
    expect(result).toEqual({ paymentId: 'p-1' });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(PAYMENT_URL);
    expect(request?.body).toEqual({ amount: 100 });
    expect(request?.headers.has('authorization')).toBe(false);
    expect(request?.headers.has('channel')).toBe(false);
    expect(request?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(request?.headers.get('Accept-Language')).toBe('es-ES');
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('opens the Connection Error dialog on a network failure; Try Again sends it again, still without channel', async () => {
    const requests = serveFetch(externalClient, (_request, index) =>
      index === 0 ? { networkError: true } : { status: 200, data: { paymentId: 'p-2' } },
    );
    const call = callExternal(PAYMENT_URL, { amount: 100 });
    await vi.waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    const [dialog] = useDialogStore.getState().dialogs;
    if (dialog) useDialogStore.getState().closeDialog(dialog.id, 'confirm');
    await expect(call).resolves.toEqual({ paymentId: 'p-2' });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toEqual({ amount: 100 });
    expect(requests.some((request) => request.headers.has('channel'))).toBe(false);
  });

  it('handles a response that breaks the given schema as a fault', async () => {
    serveFetch(externalClient, () => ({ status: 200, data: { unexpected: true } }));
    const call = callExternal(PAYMENT_URL, {}, { result: z.object({ paymentId: z.string() }) });
    await vi.waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    const [dialog] = useDialogStore.getState().dialogs;
    if (dialog) useDialogStore.getState().closeDialog(dialog.id, 'close');
    await expect(call).rejects.toBeInstanceOf(ConnectionError);
  });

  it('rejects quietly on HTTP 5xx when asked', async () => {
    serveFetch(externalClient, () => ({ status: 502, data: {} }));
    await expect(callExternal(PAYMENT_URL, {}, { quiet: true })).rejects.toMatchObject({ status: 502 });
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });
});
