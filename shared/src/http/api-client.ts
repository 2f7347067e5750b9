import { readEnvelope } from './envelope';
import { createHttpClient } from './http-client';
import { installRules } from './install-rules';
import { readAnswer } from './read-answer';
import { withPortalSession } from './request-headers';
import { answerExpiredSession, endExpiredSession } from './session-expiry';

/** The specification's request timeout (§9). */
export const HTTP_TIMEOUT_MS = 6_000_000;
export const DEFAULT_BASE_URL = '/api';

/**
 * The portal API's client: session token and channel on every request besides the common rules;
 * answers read as the envelope, an expired session (20002) ended whatever HTTP status it came with.
 */
export const apiClient = createHttpClient({
  baseURL: DEFAULT_BASE_URL,
  timeout: HTTP_TIMEOUT_MS,
  rules: (instance, axios) =>
    installRules(instance, axios, {
      headers: [withPortalSession],
      answer: [
        { rejected: answerExpiredSession(axios) },
        {
          fulfilled: readAnswer(axios, (data, config) => readEnvelope(config.url ?? '', config.result, data)),
        },
        { fulfilled: endExpiredSession },
      ],
    }),
});
