import { describeRemoteRouteTable } from '@portal/shared/testing';
import defaultRoutes, { routes } from '../routes';

describeRemoteRouteTable('mfe-airport-assistant', {
  routes,
  defaultRoutes,
  protectedPaths: ['/airport-assistant'],
});
