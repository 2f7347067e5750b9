import { describeRemoteRouteTable } from '@portal/shared/testing';
import defaultRoutes, { routes } from '../routes';

describeRemoteRouteTable('mfe-transport', {
  routes,
  defaultRoutes,
  protectedPaths: ['/transport-services', '/choose', '/prebooking', '/result'],
});
