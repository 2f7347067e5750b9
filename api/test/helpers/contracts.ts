import type { EndpointContract } from '@portal/shared/contracts';
import * as common from '@portal/shared/contracts';
import * as accounts from '@portal/shared/contracts/accounts';
import * as airportAssistant from '@portal/shared/contracts/airport-assistant';
import * as fastTrack from '@portal/shared/contracts/fast-track';
import * as flights from '@portal/shared/contracts/flights';
import * as help from '@portal/shared/contracts/help';
import * as operations from '@portal/shared/contracts/operations';
import * as operator from '@portal/shared/contracts/operator';
import * as orders from '@portal/shared/contracts/orders';
import * as payments from '@portal/shared/contracts/payments';
import * as transport from '@portal/shared/contracts/transport';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { z } from 'zod';

const isContract = (value: unknown): value is EndpointContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'input' in value &&
  'result' in value;

/** Every endpoint contract the shared package exports (a module may re-export another's). */
export const allContracts: EndpointContract[] = [
  ...new Set(
    [
      common,
      accounts,
      help,
      payments,
      fastTrack,
      airportAssistant,
      flights,
      orders,
      operator,
      operations,
      transport,
      ...Object.values(fastTrack.fastTrackSpine),
      ...Object.values(airportAssistant.airportAssistantSpine),
      ...Object.values(transport.transportSpine),
    ].flatMap((module) =>
      typeof module === 'object' && module !== null && isContract(module)
        ? [module]
        : Object.values(module as object).filter(isContract),
    ),
  ),
];

/** The contracts the app serves. */
export const registeredContracts = (app: FastifyInstance): EndpointContract[] =>
  allContracts.filter((contract) =>
    app.hasRoute({ method: contract.method as HTTPMethods, url: `/api${contract.path}` }),
  );

/** A string schema found in an input, with where it is (`a.b`, `items[]`). */
export interface StringNode {
  path: string;
  schema: z.core.$ZodType;
}

interface Def {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  in?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
}
// zod 4 classic or mini (the light contracts): both keep their definition on `_zod.def`.
const defOf = (schema: z.core.$ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every string schema a client's input meets, walking objects, arrays, unions, optionals,
 * defaults and the input side of pipes (the output side only sees what the input side let through).
 */
export const stringNodes = (schema: z.core.$ZodType, path = ''): StringNode[] => {
  const def = defOf(schema);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => stringNodes(child, at(key)));
    case 'pipe':
      return def.in ? stringNodes(def.in, path) : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType ? stringNodes(def.innerType, path) : [];
    case 'array':
      return def.element ? stringNodes(def.element, `${path}[]`) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => stringNodes(option, path));
    case 'intersection':
      return [def.left, def.right].flatMap((side) => (side ? stringNodes(side, path) : []));
    default:
      return [];
  }
};

/** The checks attached to a schema (zod 4 keeps them by reference on `def.checks`). */
export const checksOf = (schema: z.core.$ZodType): unknown[] =>
  (schema as unknown as { _zod: { def: { checks?: unknown[] } } })._zod.def.checks ?? [];
