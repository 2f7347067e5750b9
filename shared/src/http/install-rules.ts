import type { AxiosInstance, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { recoverFromFailure, reportConnected } from './connection-recovery';
import { refuseWhileOffline } from './offline';
import { withJson, withLanguage } from './request-headers';
import { stopSlowClock, stopSlowClockOnFailure, timeSlowRequest } from './slow-request';

type RequestRule = (config: InternalAxiosRequestConfig) => InternalAxiosRequestConfig;

/** One response interceptor: what it does with an answer, with a failure, or both. */
interface ResponseRule {
  fulfilled?: (response: AxiosResponse) => AxiosResponse;
  rejected?: (error: unknown) => AxiosResponse;
}

/**
 * A client's rules as axios interceptors, in the order they run. Every request: nothing leaves
 * while offline, language and JSON, then the client's own headers, then the spinner's clock.
 * Every answer: the clock stops, the client reads the answer its way, and a failure met on the way
 * ends in the connection rules (dialog, Try Again, offline notice).
 */
export const installRules = (
  instance: AxiosInstance,
  axios: AxiosStatic,
  own: { headers: RequestRule[]; answer: ResponseRule[] },
): void => {
  // Synchronous: a request goes to the adapter in the same turn as the call, as fetch would.
  for (const rule of [refuseWhileOffline, withLanguage, withJson, ...own.headers, timeSlowRequest])
    instance.interceptors.request.use(rule, null, { synchronous: true });
  instance.interceptors.response.use(stopSlowClock, stopSlowClockOnFailure);
  for (const { fulfilled, rejected } of own.answer) instance.interceptors.response.use(fulfilled, rejected);
  instance.interceptors.response.use(reportConnected, recoverFromFailure(instance, axios));
};
