import { createAppConfig, DEV_PORTS } from '@portal/shared/build';

export default createAppConfig({
  name: 'mfe-operations',
  dir: import.meta.dirname,
  role: 'remote',
  port: DEV_PORTS['mfe-operations'],
  title: 'Operations console (standalone)',
});
