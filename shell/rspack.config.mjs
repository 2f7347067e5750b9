import { createAppConfig, DEV_PORTS } from '@portal/shared/build';

export default createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  role: 'host',
  port: DEV_PORTS.shell,
  title: 'Airport Services',
});
