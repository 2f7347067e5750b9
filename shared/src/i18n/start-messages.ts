import type { ResourceKey } from 'i18next';
import { INITIAL_NAMESPACES } from './namespaces';

/** The element of a prerendered page holding its start-up texts (`common` and `shell`, its language). */
export const START_MESSAGES_ID = 'portal-start-messages';

export type StartMessages = Record<(typeof INITIAL_NAMESPACES)[number], ResourceKey>;

/**
 * The start-up texts as the prerendered page carries them (built with the frame, `prerender.tsx`):
 * JSON in a `<script type="application/json">`, `<` escaped so no text can close the element.
 */
export const startMessagesElement = (language: string, messages: StartMessages): string =>
  `<script type="application/json" id="${START_MESSAGES_ID}" data-lang="${language}">${JSON.stringify(
    messages,
  ).replace(/</g, '\\u003c')}</script>`;

const isMessages = (value: unknown): value is StartMessages =>
  typeof value === 'object' &&
  value !== null &&
  INITIAL_NAMESPACES.every((namespace) => {
    const bundle = (value as Record<string, unknown>)[namespace];
    return typeof bundle === 'object' && bundle !== null;
  });

/**
 * The texts the page was prerendered with, when they are in `language`: handed to i18next at init,
 * so the first render downloads no message file. Null without them (tests, another language, a
 * damaged element): i18next then loads them as usual.
 */
export const readStartMessages = (language: string): StartMessages | null => {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(START_MESSAGES_ID);
  if (element?.dataset.lang !== language) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return isMessages(parsed) ? parsed : null;
  } catch {
    return null;
  }
};
