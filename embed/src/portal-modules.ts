import type * as PortalNamespace from './portal-namespace';

/**
 * The `portal` chunk. It downloads as soon as a widget is mounted, beside the React it needs, but
 * its modules read React when they are evaluated (react-i18next, the kit's contexts), so they are
 * evaluated only when `portalNamespace()` is called, once React is chosen (react-slot/slot.ts).
 */
export const portalNamespace = (): typeof PortalNamespace => require('./portal-namespace');
