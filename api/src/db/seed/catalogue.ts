import type { Service } from '../schema';
import { DEMO_ACTIVATION_CODES, DEMO_LEVELS } from './demo';

export interface LevelSeed {
  code: string;
  name: string;
  supportTransport: boolean;
  supportAgreement: boolean;
  entitlements: Record<Service, number>;
  /** Diners Club International BIN prefixes (300–305, 3095, 36, 38–39) given to this level. */
  prefixes: string[];
  activationCodes: string[];
}

/** Diners Club International card numbers are 14 to 19 digits long. */
export const DINERS_LENGTHS = [14, 15, 16, 17, 18, 19];

export const LEVEL_SEEDS: LevelSeed[] = [
  {
    code: DEMO_LEVELS.premium,
    name: 'Premium',
    supportTransport: true,
    supportAgreement: true,
    entitlements: { transport: 2, airport_assistant: 2, fast_track: 4 },
    prefixes: ['300', '301', '302', '303', '304', '305', '3095'],
    activationCodes: DEMO_ACTIVATION_CODES.slice(0, 3),
  },
  {
    code: DEMO_LEVELS.classic,
    name: 'Classic',
    supportTransport: false,
    supportAgreement: true,
    entitlements: { transport: 0, airport_assistant: 1, fast_track: 2 },
    prefixes: ['36', '38', '39'],
    activationCodes: DEMO_ACTIVATION_CODES.slice(3),
  },
];
