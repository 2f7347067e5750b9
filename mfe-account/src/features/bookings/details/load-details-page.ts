/**
 * The booking detail page's code, from one place: the route loads it when a booking is opened, and
 * the list loads it ahead so that the service worker saves it for offline use. One `import()` gives
 * one chunk; two call sites would give two different ones.
 */
export const loadBookingDetailsPage = () => import('./booking-details-page');
