/**
 * Demo data that the seed writes and the start command prints. Everything here is for trying the
 * portal locally; none of it is a real account, card or code.
 */
export const DEMO_PROGRAMME_CODE = 'DEMO';
export const DEMO_PROGRAMME_NAME = 'Diners Club Airport Benefits (demo)';

export const DEMO_LEVELS = {
  /** Transport and the agreement services. */
  premium: 'premium',
  /** The agreement services only (no transport). */
  classic: 'classic',
} as const;

export const DEMO_EMAIL = 'demo@portal.test';
export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_FIRST_NAME = 'Alex';
export const DEMO_LAST_NAME = 'Morgan';

/** Luhn-valid Diners numbers inside the demo ranges (not registered by the seed). */
export const DEMO_CARD_NUMBER = '30569309025904';
export const DEMO_CLASSIC_CARD_NUMBER = '36148900647913';

/** Single-use activation codes: the first three give the premium level, the last the classic one. */
export const DEMO_ACTIVATION_CODES = ['DEMOACT0001', 'DEMOACT0002', 'DEMOACT0003', 'DEMOACT0004'] as const;

/** The operations console's demo operators (decision 0019): one password, a role set each. */
export const DEMO_OPERATOR_PASSWORD = 'Ops12345';
export const DEMO_OPERATORS = [
  {
    email: 'ops.admin@portal.test',
    displayName: 'Olivia Admin',
    roles: ['remotes', 'quotes', 'programme', 'viewer'],
  },
  { email: 'ops.quotes@portal.test', displayName: 'Quinn Quotes', roles: ['quotes'] },
  { email: 'ops.viewer@portal.test', displayName: 'Victor Viewer', roles: ['viewer'] },
] as const;
