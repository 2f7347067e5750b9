import { createAppConfig, DEV_PORTS } from '@portal/shared/build';

export default createAppConfig({
  name: 'mfe-account',
  dir: import.meta.dirname,
  role: 'remote',
  port: DEV_PORTS['mfe-account'],
  title: 'Account (standalone)',
});
