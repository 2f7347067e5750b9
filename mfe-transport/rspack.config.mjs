import { createAppConfig, DEV_PORTS } from '@portal/shared/build';

export default createAppConfig({
  name: 'mfe-transport',
  dir: import.meta.dirname,
  role: 'remote',
  // A booking service: its payments finish through `./payment-return` (decision 0006), its bookings
  // show in the account's pages through `./booking-detail` (decision 0008).
  paymentReturn: true,
  bookingDetail: true,
  port: DEV_PORTS['mfe-transport'],
  title: 'Transport Services (standalone)',
});
