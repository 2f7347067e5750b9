/**
 * The styles of the shadow root every widget renders in, built from the portal's design tokens:
 * the host element ignores whatever the page sets on it (`all: initial`, important, which an
 * important rule of the page cannot beat from outside the shadow root), and the tokens are defined
 * on it, important too, so that no rule of the page (`* { --color-brand: … }`) reaches them. The
 * tokens file's page rules (`html`, `body`) have no place in a shadow root; the widget sets its own
 * type and colours.
 *
 * The tokens are in `rem`, which is the page's root font size wherever it is used, shadow root or
 * not: a page that sets `html { font-size: 10px }` would shrink the widget. So the tokens become
 * pixels of the browser's own default size (`font-size: medium`, the user's setting, 16 px unless
 * changed), as the portal's own pages size them; the widget's style sheets size everything in
 * tokens.
 */
const HOST_RESET = ':host { all: initial !important; display: block !important; }';

export const hostStyleText = (tokens: string, remPx = 16): string => {
  const withoutPageRules = tokens
    .replace(/(^|\n)\s*(html|body)\s*\{[^}]*\}/g, '$1')
    .replace(/(\d*\.?\d+)rem\b/g, (_rem, n: string) => `${Number((Number(n) * remPx).toFixed(3))}px`);
  const onHost = withoutPageRules.replace(/:root\s*\{([^}]*)\}/g, (_rule, body: string) => {
    const important = body.replace(/(--[\w-]+\s*:[^;]*?)\s*;/g, '$1 !important;');
    return `:host {${important}}`;
  });
  return `${HOST_RESET}\n${onHost}`;
};

/** The user's default font size in px (`medium`), measured in `root`; 16 where it cannot be. */
export const defaultFontPx = (root: ShadowRoot): number => {
  const probe = root.ownerDocument.createElement('span');
  probe.style.cssText = 'all: initial; font-size: medium;';
  root.append(probe);
  const px = Number.parseFloat(getComputedStyle(probe).fontSize);
  probe.remove();
  return Number.isFinite(px) && px > 0 ? px : 16;
};

export interface HostStyles {
  /** Shared by every widget's shadow root where the browser can (constructable style sheets). */
  sheet: CSSStyleSheet | null;
  /** For a `<style>` where it cannot. */
  text: string;
}

export const hostStyles = (tokens: string, remPx: number): HostStyles => {
  const text = hostStyleText(tokens, remPx);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return { sheet, text };
  } catch {
    return { sheet: null, text };
  }
};
