import { createAppConfig, DEV_PORTS } from '@portal/shared/build';

export default createAppConfig({
  name: 'mfe-help',
  dir: import.meta.dirname,
  role: 'remote',
  prerender: true,
  port: DEV_PORTS['mfe-help'],
  title: 'Help & FAQs (standalone)',
});
