import { createAppConfig, DEV_PORTS } from '@portal/shared/build';

export default createAppConfig({
  name: 'mfe-transport',
  dir: import.meta.dirname,
  role: 'remote',
  port: DEV_PORTS['mfe-transport'],
  title: 'Transport Services (standalone)',
});
