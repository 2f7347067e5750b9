import { PAGE_HINT_COOKIES } from '../contracts/page-frames';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

const setCookie = (name: string, value: string | null) => {
  if (typeof document === 'undefined') return;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox; the value is encoded.
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  } catch {
    // Cookies disabled: the first paint shows the default frame.
  }
};

/** Mirrors the stored language into the hint cookie the API picks the page's frame by. */
export const hintLanguage = (language: string) => setCookie(PAGE_HINT_COOKIES.language, language);

/** Mirrors whether a session is stored (never the token) into its hint cookie. */
export const hintSession = (isLogin: boolean) => setCookie(PAGE_HINT_COOKIES.session, isLogin ? 'in' : null);
