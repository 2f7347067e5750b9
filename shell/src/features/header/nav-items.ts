import {
  BOOKING_SERVICE_KEYS,
  BOOKING_SERVICES,
  type BookingService,
  type ProgrammeSupportFlag,
  type RemoteName,
} from '@portal/shared/contracts';

export interface NavItem {
  /** Message key in the `shell` namespace. */
  labelKey: string;
  to: string;
  /** Hidden when this remote is switched off. */
  remote?: RemoteName;
  /** Also hidden when the programme does not offer it (`supportTransport`, `supportAgreement`). */
  offeredBy?: ProgrammeSupportFlag;
}

/**
 * A link to each booking service, from the one service table (`BOOKING_SERVICES`: its entry path,
 * remote and programme flag), in the table's order; labelled `services.<key>.header` or `.menu`.
 */
export const serviceLinks = (label: 'header' | 'menu'): NavItem[] =>
  BOOKING_SERVICE_KEYS.map((service: BookingService) => {
    const { entryPath, remote, offeredBy } = BOOKING_SERVICES[service];
    return {
      labelKey: `services.${service}.${label}`,
      to: entryPath,
      remote,
      ...(offeredBy ? { offeredBy } : {}),
    };
  });

const HELP: NavItem = { labelKey: 'header.help', to: '/help', remote: 'mfe-help' };

/** Desktop header links: the services, then Help & FAQs. */
export const HEADER_LINKS: readonly NavItem[] = [...serviceLinks('header'), HELP];

export const BOOKINGS_PATH = '/account/bookings/list';

/** The logged-in user's menu (Logout is added by the menu itself). */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { labelKey: 'header.account', to: '/account/overview', remote: 'mfe-account' },
  { labelKey: 'header.bookings', to: BOOKINGS_PATH, remote: 'mfe-account' },
  { labelKey: 'header.paymentCards', to: '/account/card/list', remote: 'mfe-account' },
  { labelKey: 'header.changePassword', to: '/account/changePsw', remote: 'mfe-account' },
];

/** The mobile slide menu, in the specification's order (the services as in the header). */
export const MOBILE_LINKS: readonly NavItem[] = [
  { labelKey: 'mobileMenu.home', to: '/' },
  ...serviceLinks('menu'),
  { labelKey: 'mobileMenu.account', to: '/account/overview', remote: 'mfe-account' },
  { labelKey: 'mobileMenu.bookings', to: BOOKINGS_PATH, remote: 'mfe-account' },
  { labelKey: 'mobileMenu.paymentCards', to: '/account/card/list', remote: 'mfe-account' },
  { labelKey: 'mobileMenu.changePassword', to: '/account/changePsw', remote: 'mfe-account' },
  { labelKey: 'mobileMenu.help', to: '/help', remote: 'mfe-help' },
];

/** A link under Bookings to the tab holding unread updates (`?activedTitle=` 2 or 3). */
export interface BookingUpdateLink {
  /** `header.cancelledUpdates` or `header.pendingUpdates`, with `count`. */
  labelKey: string;
  count: number;
  to: string;
}

/**
 * The unread cancellations and pending bookings, each leading straight to its tab; only those with
 * unread updates. Both the desktop user menu and the mobile menu list them under Bookings.
 */
export const bookingUpdateLinks = (counts: { cancelled: number; pending: number }): BookingUpdateLink[] =>
  [
    { labelKey: 'header.cancelledUpdates', count: counts.cancelled, to: `${BOOKINGS_PATH}?activedTitle=2` },
    { labelKey: 'header.pendingUpdates', count: counts.pending, to: `${BOOKINGS_PATH}?activedTitle=3` },
  ].filter((link) => link.count > 0);
