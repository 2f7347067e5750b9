import { ComingSoonPage } from '@portal/shared/remote';
import { NAMESPACE } from '../../namespace';

// The account screens arrive with the account issue; each says so plainly until then.
export const OverviewPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.overview" />;
export const EditProfilePage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.editProfile" />;
export const BookingListPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.bookings" />;
export const BookingDetailsPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="pages.bookingDetails" />
);
export const CardListPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.cards" />;
export const AddCardPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.addCard" />;
export const ChangePasswordPage = () => (
  <ComingSoonPage namespace={NAMESPACE} titleKey="pages.changePassword" />
);
export const SuccessPage = () => <ComingSoonPage namespace={NAMESPACE} titleKey="pages.success" />;
