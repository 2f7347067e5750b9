import { createAppConfig, DEV_PORTS } from '@portal/shared/build';

export default createAppConfig({
  name: 'mfe-auth',
  dir: import.meta.dirname,
  role: 'remote',
  prerender: true,
  port: DEV_PORTS['mfe-auth'],
  title: 'Log in and sign up (standalone)',
});
