import { memo } from '../../lib/memo';
import { PreparedJson } from '../../lib/prepared-json';
import type { ProgrammesRepository } from './programmes-repository';

const answers = {
  open: new PreparedJson({ projectStatus: true }),
  closed: new PreparedJson({ projectStatus: false }),
};

/**
 * `projectStatus` is true while some programme is active and not past its end. The programme rows
 * are kept in memory; the end time is compared on each request, so a programme closes on time.
 */
export const createProjectStatusService = (repository: ProgrammesRepository, cacheMs: number) => {
  const programmes = memo(() => repository.listAvailability(), cacheMs);
  return {
    async status(): Promise<PreparedJson> {
      const now = Date.now();
      const open = (await programmes.get()).some(
        (programme) => programme.active && (!programme.endsAt || programme.endsAt.getTime() > now),
      );
      return open ? answers.open : answers.closed;
    },
    invalidate: programmes.invalidate,
  };
};

export type ProjectStatusService = ReturnType<typeof createProjectStatusService>;
