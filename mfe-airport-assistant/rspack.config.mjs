import { createAppConfig, DEV_PORTS } from '@portal/shared/build';

export default createAppConfig({
  name: 'mfe-airport-assistant',
  dir: import.meta.dirname,
  role: 'remote',
  port: DEV_PORTS['mfe-airport-assistant'],
  title: 'Airport Assistant (standalone)',
});
