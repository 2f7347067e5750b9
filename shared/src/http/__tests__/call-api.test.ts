import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { countryList, orderMsg, projectStatus } from '../../contracts/endpoints/public';
import { ErrorCode } from '../../contracts/error-codes';
import { SAVED_AT_HEADER } from '../../offline/saved-reads';
import { type DialogAction, useDialogStore } from '../../stores/dialog-store';
import { useLoadingStore } from '../../stores/loading-store';
import { useSavedCopyStore } from '../../stores/saved-copy-store';
import { useSessionStore } from '../../stores/session-store';
import { LOCAL_KEYS } from '../../stores/storage-keys';
import { envelopeFail, envelopeOk, serveFetch } from '../../testing/server-double';
import { apiClient, ConnectionError, callApi, configureHttp, HTTP_TIMEOUT_MS, OfflineError } from '../index';

const navigate = vi.fn<(path: string) => void>();

/** Waits for the Connection Error dialog and answers it as the user would. */
const answerConnectionDialog = async (action: DialogAction) => {
  await vi.waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
  const [dialog] = useDialogStore.getState().dialogs;
  expect(dialog?.request).toEqual({ kind: 'connectionError' });
  if (dialog) useDialogStore.getState().closeDialog(dialog.id, action);
};

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

// axios is in place before any test runs, so that no test waits for it under fake timers.
beforeAll(() => apiClient.load());

beforeEach(() => {
  navigate.mockReset();
  configureHttp({ navigate, getLanguage: () => 'pt-BR' });
  useSessionStore.getState().clearSession();
  useDialogStore.setState({ dialogs: [] });
  useLoadingStore.setState({ slowRequests: 0, offline: false });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('request headers and shape', () => {
  it('sends the token, channel, language and JSON to the path under /api', async () => {
    useSessionStore.getState().setSession('token-123', { firstName: 'Ana', lastName: 'Silva' });
    const requests = serveFetch(apiClient, () => envelopeOk([]));
    await callApi(countryList, { keyword: '44' });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.baseURL).toBe('/api');
    expect(request?.url).toBe('/area/country-list');
    expect(request?.body).toEqual({ keyword: '44' });
    expect(request?.headers.get('authorization')).toBe('token-123');
    expect(request?.headers.get('channel')).toBe('web');
    expect(request?.headers.get('Accept-Language')).toBe('pt-BR');
    expect(request?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it("gives every request the specification's time-out of 6,000,000 ms", async () => {
    const configs: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      configs.push(config);
      const data = '{"state":"1","errorCode":null,"message":"success","result":{"projectStatus":true}}';
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    };
    apiClient.defaults.adapter = adapter;
    await callApi(projectStatus, {});
    expect(configs[0]?.timeout).toBe(6_000_000);
    expect(HTTP_TIMEOUT_MS).toBe(6_000_000);
  });

  it('sends no authorization header without a session, and GET input as query parameters', async () => {
    const requests = serveFetch(apiClient, (request) =>
      envelopeOk(request.url === projectStatus.path ? { projectStatus: true } : []),
    );
    await callApi(countryList, {});
    await callApi(projectStatus, {});
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.headers.get('channel')).toBe('web');
    expect(requests[1]?.method).toBe('GET');
    expect(requests[1]?.params).toEqual({});
    expect(requests[1]?.body).toBeUndefined();
    expect(requests[1]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends GET input as the query string, leaving out empty values', async () => {
    const requests = serveFetch(apiClient, () => envelopeOk({ projectStatus: true }));
    await callApi(
      { ...projectStatus, input: z.object({ code: z.string(), page: z.number(), none: z.null() }) },
      {
        code: 'terms of use',
        page: 2,
        none: null,
      },
    );
    expect(requests[0]?.sentUrl).toBe('/api/public/project-status?code=terms+of+use&page=2');
    expect(requests[0]?.params).toEqual({ code: 'terms of use', page: '2' });
  });

  it('uses the base URL given to configureHttp', async () => {
    configureHttp({ navigate, baseURL: 'https://api.example.test/api' });
    const requests = serveFetch(apiClient, () => envelopeOk({ projectStatus: true }));
    await callApi(projectStatus, {});
    expect(requests[0]?.baseURL).toBe('https://api.example.test/api');
    expect(requests[0]?.sentUrl).toBe('https://api.example.test/api/public/project-status');
    // Without getLanguage the stored choice (en-US by default) is sent.
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en-US');
    configureHttp({ navigate });
  });
});

describe('envelope rules', () => {
  it("resolves state '1' with the validated result", async () => {
    serveFetch(apiClient, () => envelopeOk({ projectStatus: false }));
    await expect(callApi(projectStatus, {})).resolves.toEqual({ ok: true, result: { projectStatus: false } });
  });

  it("resolves other state '0' outcomes for the screen to show, with no dialog or navigation", async () => {
    serveFetch(apiClient, () => envelopeFail(ErrorCode.PROGRAM_UNAVAILABLE, 'No longer available'));
    await expect(callApi(projectStatus, {})).resolves.toEqual({
      ok: false,
      errorCode: ErrorCode.PROGRAM_UNAVAILABLE,
      message: 'No longer available',
      details: null,
    });
    expect(useDialogStore.getState().dialogs).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 20002 clears the session and goes to /page-timeout', async () => {
    useSessionStore.getState().setSession('old-token', { firstName: 'Ana', lastName: 'Silva' });
    serveFetch(apiClient, () => envelopeFail(20002, 'Session expired'));
    const outcome = await callApi(orderMsg, {});
    expect(outcome).toMatchObject({ ok: false, errorCode: 20002 });
    expect(useSessionStore.getState()).toMatchObject({ token: null, isLogin: false, userInfo: null });
    expect(window.localStorage.getItem(LOCAL_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/page-timeout');
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('treats 20002 the same when it comes with an HTTP error status', async () => {
    useSessionStore.getState().setSession('old-token', { firstName: 'Ana', lastName: 'Silva' });
    serveFetch(apiClient, () => envelopeFail(20002, 'Session expired', 401));
    await expect(callApi(orderMsg, {})).resolves.toMatchObject({ ok: false, errorCode: 20002 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/page-timeout');
  });

  it('handles a result that breaks the contract as a fault: Connection Error dialog', async () => {
    serveFetch(apiClient, () => envelopeOk({ projectStatus: 'yes' }));
    const call = callApi(projectStatus, {});
    await answerConnectionDialog('close');
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    // The breach stays available to developers, never shown to the user.
    expect(String((error as ConnectionError).cause)).toContain('/public/project-status');
  });

  it("handles a state '0' without an errorCode as a fault", async () => {
    serveFetch(apiClient, () => ({
      status: 200,
      data: { state: '0', errorCode: null, message: 'x', result: null },
    }));
    const call = callApi(projectStatus, {});
    await answerConnectionDialog('close');
    await expect(call).rejects.toBeInstanceOf(ConnectionError);
  });

  it('handles a body that is not an envelope as a fault', async () => {
    serveFetch(apiClient, () => ({ status: 200, data: '<html>proxy page</html>' }));
    const call = callApi(projectStatus, {});
    await answerConnectionDialog('close');
    await expect(call).rejects.toBeInstanceOf(ConnectionError);
  });
});

describe('connection failures', () => {
  it('opens the Connection Error dialog on HTTP 5xx; Try Again re-sends and continues with its outcome', async () => {
    const requests = serveFetch(apiClient, (_request, index) =>
      index === 0
        ? { status: 503, data: 'unavailable' }
        : envelopeOk([{ name: 'Brazil', telabbr: 'BR', code: '55' }]),
    );
    const call = callApi(countryList, { keyword: 'Bra' });
    await answerConnectionDialog('confirm');
    await expect(call).resolves.toEqual({
      ok: true,
      result: [{ name: 'Brazil', telabbr: 'BR', code: '55' }],
    });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.url).toBe(requests[0]?.url);
    expect(requests[1]?.body).toEqual({ keyword: 'Bra' });
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('sets the headers again on Try Again: no token once the session has ended, the channel still', async () => {
    useSessionStore.getState().setSession('token-123', { firstName: 'Ana', lastName: 'Silva' });
    const requests = serveFetch(apiClient, (_request, index) =>
      index === 0 ? { status: 500, data: {} } : envelopeOk({ projectStatus: true }),
    );
    const call = callApi(projectStatus, {});
    await vi.waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    useSessionStore.getState().clearSession();
    await answerConnectionDialog('confirm');
    await expect(call).resolves.toMatchObject({ ok: true });
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual(['token-123', null]);
    expect(requests.map((request) => request.headers.get('channel'))).toEqual(['web', 'web']);
  });

  it('rejects with ConnectionError carrying the status when the user closes the dialog on HTTP 4xx', async () => {
    const requests = serveFetch(apiClient, () => ({ status: 404, data: {} }));
    const call = callApi(projectStatus, {});
    await answerConnectionDialog('close');
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).status).toBe(404);
    expect(requests).toHaveLength(1);
  });

  it('opens the dialog on a network failure while online', async () => {
    setOnline(true);
    const requests = serveFetch(apiClient, (_r, index) =>
      index === 0 ? { networkError: true } : envelopeOk({ projectStatus: true }),
    );
    const call = callApi(projectStatus, {});
    await answerConnectionDialog('confirm');
    await expect(call).resolves.toMatchObject({ ok: true });
    expect(requests).toHaveLength(2);
  });

  it('quiet calls skip the dialog and just reject', async () => {
    serveFetch(apiClient, () => ({ status: 500, data: {} }));
    await expect(callApi(orderMsg, {}, { quiet: true })).rejects.toBeInstanceOf(ConnectionError);
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('passes a cancellation through without a dialog', async () => {
    serveFetch(apiClient, () => ({ ...envelopeOk({ projectStatus: true }), delayMs: 1000 }));
    const controller = new AbortController();
    const call = callApi(projectStatus, {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('treats a request still unanswered after HTTP_TIMEOUT_MS as a connection failure', async () => {
    vi.useFakeTimers();
    const requests = serveFetch(apiClient, (_r, index) =>
      index === 0
        ? { ...envelopeOk({ projectStatus: true }), delayMs: HTTP_TIMEOUT_MS + 1_000 }
        : envelopeOk({ projectStatus: true }),
    );
    const call = callApi(projectStatus, {});
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(useDialogStore.getState().dialogs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await answerConnectionDialog('confirm');
    await expect(call).resolves.toEqual({ ok: true, result: { projectStatus: true } });
    expect(requests).toHaveLength(2);
  });
});

describe('offline', () => {
  it('sends nothing, raises the offline notice and rejects with OfflineError; "online" clears it', async () => {
    setOnline(false);
    const requests = serveFetch(apiClient, () => envelopeOk({ projectStatus: true }));
    await expect(callApi(projectStatus, {})).rejects.toBeInstanceOf(OfflineError);
    expect(requests).toHaveLength(0);
    expect(useLoadingStore.getState().offline).toBe(true);
    expect(useDialogStore.getState().dialogs).toEqual([]);
    window.dispatchEvent(new Event('online'));
    expect(useLoadingStore.getState().offline).toBe(false);
  });

  it('treats a network failure as offline when the browser has gone offline meanwhile', async () => {
    const onLine = setOnline(true);
    serveFetch(apiClient, () => {
      onLine.mockReturnValue(false);
      return { networkError: true };
    });
    await expect(callApi(projectStatus, {})).rejects.toBeInstanceOf(OfflineError);
    expect(useLoadingStore.getState().offline).toBe(true);
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('takes the offline notice down once a request gets through', async () => {
    setOnline(true);
    useLoadingStore.getState().setOffline(true);
    serveFetch(apiClient, () => envelopeOk({ projectStatus: true }));
    await callApi(projectStatus, {});
    expect(useLoadingStore.getState().offline).toBe(false);
  });

  describe('with a service worker that keeps the saved reads on the device', () => {
    const controlledByWorker = () =>
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { controller: {} },
      });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      useSavedCopyStore.setState({ savedAt: null });
    });

    it('asks a saved read offline, shows it as saved, and keeps the offline notice up', async () => {
      controlledByWorker();
      setOnline(false);
      useLoadingStore.getState().setOffline(true);
      const savedAt = '2026-11-28T08:00:00.000Z';
      const requests = serveFetch(apiClient, () => ({
        ...envelopeOk({ projectStatus: true }),
        headers: { [SAVED_AT_HEADER]: savedAt },
      }));
      await expect(callApi(projectStatus, {})).resolves.toEqual({
        ok: true,
        result: { projectStatus: true },
      });
      expect(requests.map((request) => request.url)).toEqual(['/public/project-status']);
      expect(useSavedCopyStore.getState().savedAt).toBe(savedAt);
      expect(useLoadingStore.getState().offline).toBe(true);
    });

    it('still sends nothing offline that the device does not keep', async () => {
      controlledByWorker();
      setOnline(false);
      const requests = serveFetch(apiClient, () => envelopeOk([]));
      await expect(callApi(countryList, { keyword: '44' })).rejects.toBeInstanceOf(OfflineError);
      expect(requests).toHaveLength(0);
    });

    it('marks a fresh answer as fresh', async () => {
      setOnline(true);
      useSavedCopyStore.setState({ savedAt: '2026-11-28T08:00:00.000Z' });
      serveFetch(apiClient, () => envelopeOk({ projectStatus: true }));
      await callApi(projectStatus, {});
      expect(useSavedCopyStore.getState().savedAt).toBeNull();
    });
  });

  it('quiet calls reject with OfflineError without raising the notice', async () => {
    setOnline(false);
    await expect(callApi(orderMsg, {}, { quiet: true })).rejects.toBeInstanceOf(OfflineError);
    expect(useLoadingStore.getState().offline).toBe(false);
  });
});

describe('slow-request spinner', () => {
  const recordSpinner = () => {
    const counts: number[] = [];
    const unsubscribe = useLoadingStore.subscribe((s, previous) => {
      if (s.slowRequests !== previous.slowRequests) counts.push(s.slowRequests);
    });
    return { counts, unsubscribe };
  };

  it('never touches the spinner for a request under 3 s', async () => {
    vi.useFakeTimers();
    serveFetch(apiClient, () => ({ ...envelopeOk({ projectStatus: true }), delayMs: 2_900 }));
    const { counts, unsubscribe } = recordSpinner();
    const call = callApi(projectStatus, {});
    await vi.advanceTimersByTimeAsync(2_900);
    await expect(call).resolves.toMatchObject({ ok: true });
    await vi.advanceTimersByTimeAsync(1_000);
    unsubscribe();
    expect(counts).toEqual([]);
  });

  it('shows the spinner from 3 s until the request settles', async () => {
    vi.useFakeTimers();
    serveFetch(apiClient, () => ({ ...envelopeOk({ projectStatus: true }), delayMs: 5_000 }));
    const { counts, unsubscribe } = recordSpinner();
    const call = callApi(projectStatus, {});
    await vi.advanceTimersByTimeAsync(2_999);
    expect(useLoadingStore.getState().slowRequests).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(useLoadingStore.getState().slowRequests).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(call).resolves.toMatchObject({ ok: true });
    unsubscribe();
    expect(counts).toEqual([1, 0]);
  });

  it('takes the spinner down once the answer is in, before the Connection Error dialog', async () => {
    vi.useFakeTimers();
    serveFetch(apiClient, () => ({ status: 500, data: {}, delayMs: 4_000 }));
    const call = callApi(projectStatus, {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(useLoadingStore.getState().slowRequests).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(useDialogStore.getState().dialogs).toHaveLength(1);
    expect(useLoadingStore.getState().slowRequests).toBe(0);
    await answerConnectionDialog('close');
    await expect(call).resolves.toBeInstanceOf(ConnectionError);
  });

  it('does not show the spinner for quiet calls', async () => {
    vi.useFakeTimers();
    serveFetch(apiClient, () => ({
      ...envelopeOk({ isUnread: false, unreadMsgNum: 0, pendingMsgNum: 0, cancelledMsgNum: 0 }),
      delayMs: 5_000,
    }));
    const call = callApi(orderMsg, {}, { quiet: true });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(useLoadingStore.getState().slowRequests).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(call).resolves.toMatchObject({ ok: true });
  });
});

describe("a call with its own token (the operations console's)", () => {
  it("sends that token and never the cardholder's", async () => {
    useSessionStore.getState().setSession('cardholder-token', { firstName: 'Ana', lastName: 'Silva' });
    const requests = serveFetch(apiClient, () => envelopeOk([]));
    await callApi(countryList, {}, { ownToken: 'op_operator-token' });
    await callApi(countryList, {}, { ownToken: '' });
    await callApi(countryList, {});
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'op_operator-token',
      null,
      'cardholder-token',
    ]);
    expect(requests.map((request) => request.headers.get('channel'))).toEqual(['web', 'web', 'web']);
  });

  it("leaves the cardholder's session alone on 20002: the outcome is the caller's", async () => {
    useSessionStore.getState().setSession('cardholder-token', { firstName: 'Ana', lastName: 'Silva' });
    serveFetch(apiClient, () => envelopeFail(20002, 'Session expired', 401));
    await expect(callApi(orderMsg, {}, { ownToken: 'op_x' })).resolves.toMatchObject({
      ok: false,
      errorCode: 20002,
    });
    expect(useSessionStore.getState().token).toBe('cardholder-token');
    expect(navigate).not.toHaveBeenCalled();
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('resolves a failure envelope on HTTP 403 or 400 as an outcome, with no Connection Error dialog', async () => {
    serveFetch(apiClient, (_request, index) =>
      index === 0
        ? envelopeFail(ErrorCode.OPERATOR_KEY_INVALID, 'Operator sign-in required', 403)
        : envelopeFail(ErrorCode.BAD_REQUEST, 'Refused', 400),
    );
    await expect(callApi(orderMsg, {}, { ownToken: 'op_gone' })).resolves.toEqual({
      ok: false,
      errorCode: ErrorCode.OPERATOR_KEY_INVALID,
      message: 'Operator sign-in required',
      details: null,
    });
    await expect(callApi(orderMsg, {}, { ownToken: 'op_gone' })).resolves.toMatchObject({
      ok: false,
      errorCode: ErrorCode.BAD_REQUEST,
    });
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('still opens the Connection Error dialog for an error status without an envelope', async () => {
    serveFetch(apiClient, () => ({ status: 502, data: 'Bad gateway' }));
    const call = callApi(orderMsg, {}, { ownToken: 'op_x' });
    await answerConnectionDialog('close');
    await expect(call).rejects.toBeInstanceOf(ConnectionError);
  });
});
