import type { BookingService } from '@portal/shared/contracts';
import type { TFunction } from '@portal/shared/i18n';

/**
 * The home hero's promise: only the services offered to this visitor or cardholder (the same list
 * as the tiles, `useOfferedServices`), joined in the language's own way ("a, b, and c", "a, b e
 * c"). Also the page's meta description, with every service (the prerendered frame's).
 */
export const homeIntro = (t: TFunction, services: readonly BookingService[]): string =>
  services.length === 0
    ? t('shell:home.introNone')
    : t('shell:home.intro', { services: services.map((service) => t(`shell:home.promise.${service}`)) });
