import type { RemoteName } from '@portal/shared/contracts';

export interface NavItem {
  /** Message key in the `shell` namespace. */
  labelKey: string;
  to: string;
  /** Hidden when this remote is switched off. */
  remote?: RemoteName;
  /** Also hidden when the programme does not support transport. */
  needsTransport?: boolean;
}

/** Desktop header links. */
export const HEADER_LINKS: readonly NavItem[] = [
  { labelKey: 'header.transport', to: '/transport-services', remote: 'mfe-transport', needsTransport: true },
  { labelKey: 'header.fastTrack', to: '/fast-track/search', remote: 'mfe-fast-track' },
  { labelKey: 'header.help', to: '/help', remote: 'mfe-help' },
];

/** The logged-in user's menu (Logout is added by the menu itself). */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { labelKey: 'header.account', to: '/account/overview', remote: 'mfe-account' },
  { labelKey: 'header.bookings', to: '/account/bookings/list', remote: 'mfe-account' },
  { labelKey: 'header.paymentCards', to: '/account/card/list', remote: 'mfe-account' },
  { labelKey: 'header.changePassword', to: '/account/changePsw', remote: 'mfe-account' },
];

/** The mobile slide menu, in the specification's order. */
export const MOBILE_LINKS: readonly NavItem[] = [
  { labelKey: 'mobileMenu.home', to: '/' },
  {
    labelKey: 'mobileMenu.bookTransport',
    to: '/transport-services',
    remote: 'mfe-transport',
    needsTransport: true,
  },
  { labelKey: 'mobileMenu.fastTrack', to: '/fast-track/search', remote: 'mfe-fast-track' },
  { labelKey: 'mobileMenu.account', to: '/account/overview', remote: 'mfe-account' },
  { labelKey: 'mobileMenu.bookings', to: '/account/bookings/list', remote: 'mfe-account' },
  { labelKey: 'mobileMenu.paymentCards', to: '/account/card/list', remote: 'mfe-account' },
  { labelKey: 'mobileMenu.changePassword', to: '/account/changePsw', remote: 'mfe-account' },
  { labelKey: 'mobileMenu.help', to: '/help', remote: 'mfe-help' },
];
