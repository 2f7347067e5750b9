import { withBookingStyles } from '@portal/shared/bookings/booking-styles';
import own from './booking.module.css';

/** The booking pages' classes: the shared wizard and review ones, and this service's own. */
const styles = withBookingStyles(own);
export default styles;
