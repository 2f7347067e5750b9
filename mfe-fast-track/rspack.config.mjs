import { createAppConfig, DEV_PORTS } from '@portal/shared/build';

export default createAppConfig({
  name: 'mfe-fast-track',
  dir: import.meta.dirname,
  role: 'remote',
  port: DEV_PORTS['mfe-fast-track'],
  title: 'Fast Track (standalone)',
});
