import { createAppConfig, DEV_PORTS, ROUTES_EXPOSE } from '@portal/shared/build';

export default createAppConfig({
  name: 'mfe-fast-track',
  dir: import.meta.dirname,
  role: 'remote',
  // The booking widget issuers embed on their own pages (single-spa parcel lifecycles, issue 27),
  // released with this remote.
  exposes: { ...ROUTES_EXPOSE, './widget': './src/widget.tsx' },
  embeddedExposes: ['./widget'],
  prerender: true,
  // A booking service: the shell finishes its payments through `./payment-return` (decision 0006),
  // the account's bookings pages show its bookings through `./booking-detail` (decision 0008).
  paymentReturn: true,
  bookingDetail: true,
  port: DEV_PORTS['mfe-fast-track'],
  title: 'Fast Track (standalone)',
});
