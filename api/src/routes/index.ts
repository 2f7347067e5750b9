import type { FastifyPluginAsync } from 'fastify';
import { airportAssistantRoutes } from './airport-assistant';
import { areaRoutes } from './area';
import { cipRoutes } from './cip';
import { faqRoutes } from './faq';
import { flightRoutes } from './flight';
import { type HealthOptions, healthRoutes } from './health';
import { loginRoutes } from './login';
import { mapsRoutes } from './maps';
import { operatorRoutes } from './operator';
import { orderRoutes } from './order';
import { payRoutes } from './pay';
import { publicRoutes } from './public';
import { regActivationRoutes } from './reg-activation';
import { regCreditCardRoutes } from './reg-credit-card';
import { tcRoutes } from './tc';
import { transportRoutes } from './transport';
import { userRoutes } from './user';

/** Every domain's routes; each folder under routes/ holds the endpoints of one path segment. */
export const routes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  await app.register(healthRoutes, options);
  await app.register(publicRoutes);
  await app.register(userRoutes);
  await app.register(tcRoutes);
  await app.register(transportRoutes);
  await app.register(areaRoutes);
  await app.register(orderRoutes);
  await app.register(operatorRoutes);
  await app.register(payRoutes);
  await app.register(cipRoutes);
  await app.register(airportAssistantRoutes);
  await app.register(flightRoutes);
  await app.register(mapsRoutes);
  await app.register(faqRoutes);
  await app.register(regCreditCardRoutes);
  await app.register(regActivationRoutes);
  await app.register(loginRoutes);
};
