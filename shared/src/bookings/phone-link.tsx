/** A `tel:` address for a number as people write it: `+1 800 555 0199` → `tel:+18005550199`. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone number shown as written, as a link a phone dials. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}
