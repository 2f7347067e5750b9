import { type UserInfo, userInfo } from '@portal/shared/contracts/accounts';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

export type UserInfoState =
  | { status: 'loading' }
  | { status: 'ready'; info: UserInfo }
  | { status: 'error'; message: string | null };

/** The logged-in cardholder's profile (`POST /user/info`), with a retry. */
export function useUserInfo(): UserInfoState & { retry: () => void } {
  const [state, setState] = useState<UserInfoState>({ status: 'loading' });
  const controllerRef = useRef<AbortController | null>(null);
  const load = useCallback(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: 'loading' });
    callApi(userInfo, {}, { signal: controller.signal }).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        setState(
          outcome.ok
            ? { status: 'ready', info: outcome.result }
            : { status: 'error', message: translateError(outcome.errorCode, outcome.message) },
        );
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: null });
      },
    );
  }, []);
  useEffect(() => {
    load();
    return () => controllerRef.current?.abort();
  }, [load]);
  return { ...state, retry: load };
}

/** '+44 2079460958' from the profile's parts ('' when no number is saved). */
export const formatMobile = (info: Pick<UserInfo, 'mobileNoPrefix' | 'mobileNo' | 'code'>) => {
  if (!info.mobileNo) return '';
  const prefix = info.mobileNoPrefix || (info.code ? `+${info.code}` : '');
  const withPlus = prefix && !prefix.startsWith('+') ? `+${prefix}` : prefix;
  return [withPlus, info.mobileNo].filter(Boolean).join(' ');
};
