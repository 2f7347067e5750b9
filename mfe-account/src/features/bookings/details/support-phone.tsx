import { PhoneLink } from '@portal/shared/bookings/phone-link';
import { useTranslation } from '@portal/shared/i18n';
import { NAMESPACE } from '../../../namespace';

/** "Please call support on +1 800 555 0199." (or the text of `messageKey`) with the number as a link a phone can dial. */
export function SupportPhone({
  phone,
  messageKey = 'bookings.cancellation.callSupport',
}: {
  phone: string;
  messageKey?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [before = '', after = ''] = t(messageKey, { phone: '\u0000' }).split('\u0000');
  return (
    <span>
      {before}
      <PhoneLink phone={phone} />
      {after}
    </span>
  );
}
