/**
 * The styles of the shadow root every widget renders in, built from the portal's design tokens:
 * the host element ignores whatever the page sets on it (`all: initial`, important, which an
 * important rule of the page cannot beat from outside the shadow root), and the tokens are defined
 * on it, important too, so that no rule of the page (`* { --color-brand: … }`) reaches them. The
 * tokens file's page rules (`html`, `body`) have no place in a shadow root; the widget sets its own
 * type and colours.
 */
const HOST_RESET = ':host { all: initial !important; display: block !important; }';

export const hostStyleText = (tokens: string): string => {
  const withoutPageRules = tokens.replace(/(^|\n)\s*(html|body)\s*\{[^}]*\}/g, '$1');
  const onHost = withoutPageRules.replace(/:root\s*\{([^}]*)\}/g, (_rule, body: string) => {
    const important = body.replace(/(--[\w-]+\s*:[^;]*?)\s*;/g, '$1 !important;');
    return `:host {${important}}`;
  });
  return `${HOST_RESET}\n${onHost}`;
};

/** Shared by every widget's shadow root where the browser can (constructable style sheets). */
let shared: CSSStyleSheet | null | undefined;

export const hostStyleSheet = (tokens: string): CSSStyleSheet | null => {
  if (shared !== undefined) return shared;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(hostStyleText(tokens));
    shared = sheet;
  } catch {
    shared = null;
  }
  return shared;
};
