import type { EndpointResult, supportProduct } from '@portal/shared/contracts';
import { memo } from '../../lib/memo';
import { PreparedJson } from '../../lib/prepared-json';
import type { ProgrammesRepository } from './programmes-repository';

type SupportProduct = EndpointResult<typeof supportProduct>;

/**
 * Which service groups to offer: a cardholder's own card level decides; for a visitor, a group is
 * offered when any level of an available programme supports it.
 */
export const createSupportProductService = (repository: ProgrammesRepository, cacheMs: number) => {
  const forVisitors = memo(
    async () => new PreparedJson((await repository.supportOfAvailableLevels()) satisfies SupportProduct),
    cacheMs,
  );
  return {
    forVisitor: (): Promise<PreparedJson> => forVisitors.get(),
    forUser: (userId: number): Promise<SupportProduct> => repository.supportOfUser(userId),
    invalidate: forVisitors.invalidate,
  };
};

export type SupportProductService = ReturnType<typeof createSupportProductService>;
