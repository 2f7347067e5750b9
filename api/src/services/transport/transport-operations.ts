import type { CarType } from '@portal/shared/contracts/transport';
import { notFound, type TransportServiceDeps } from './transport-service-shared';

/** Operations: the fleet per airport and car type. */
export const createTransportOperations = (deps: TransportServiceDeps) => {
  const { catalogue, fleet } = deps;

  return {
    /** Operators: the fleet of one car type at a served airport (NOT_FOUND for another airport). */
    async setFleet(input: { airportCode: string; carType: CarType; cars: number }) {
      const airport = await catalogue.served(input.airportCode);
      if (!airport) throw notFound();
      await fleet.setFleet(airport.code, input.carType, input.cars);
      return { airportCode: airport.code, carType: input.carType, cars: input.cars };
    },
  };
};
