import { ComingSoonPage } from '../../components/coming-soon-page';

// The account screens arrive with the account issue; each says so plainly until then.
export const OverviewPage = () => <ComingSoonPage titleKey="pages.overview" />;
export const EditProfilePage = () => <ComingSoonPage titleKey="pages.editProfile" />;
export const BookingListPage = () => <ComingSoonPage titleKey="pages.bookings" />;
export const BookingDetailsPage = () => <ComingSoonPage titleKey="pages.bookingDetails" />;
export const CardListPage = () => <ComingSoonPage titleKey="pages.cards" />;
export const AddCardPage = () => <ComingSoonPage titleKey="pages.addCard" />;
export const ChangePasswordPage = () => <ComingSoonPage titleKey="pages.changePassword" />;
export const SuccessPage = () => <ComingSoonPage titleKey="pages.success" />;
