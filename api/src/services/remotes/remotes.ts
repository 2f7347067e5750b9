import type { RemoteEntry, RemoteName } from '@portal/shared/contracts';
import { ErrorCode, OPERATIONS_CONSOLE } from '@portal/shared/contracts';
import { AppError } from '../../lib/app-error';
import { memo } from '../../lib/memo';
import { PreparedJson } from '../../lib/prepared-json';
import type { RemotesRepository } from './remotes-repository';

/**
 * The runtime registry of micro-frontends. Reads come from memory; a change made here shows on the
 * very next read, a change made by another instance within the cache time.
 */
export const createRemotesService = (repository: RemotesRepository, cacheMs: number) => {
  const list = memo(async () => new PreparedJson(await repository.list()), cacheMs);
  return {
    list: (): Promise<PreparedJson> => list.get(),
    /** Read afresh, with when each entry last changed (the operations console). */
    listWithTimes: () => repository.listWithTimes(),
    /** The operations console cannot be switched off (its operators would lock themselves out): BAD_REQUEST. */
    async setEnabled(name: RemoteName, enabled: boolean): Promise<RemoteEntry> {
      if (name === OPERATIONS_CONSOLE && !enabled)
        throw new AppError(ErrorCode.BAD_REQUEST, {
          statusCode: 400,
          message: `${OPERATIONS_CONSOLE} is the operations console and cannot be switched off: operations would lock themselves out of it.`,
        });
      const entry = await repository.setEnabled(name, enabled);
      list.invalidate();
      if (!entry) throw new AppError(ErrorCode.NOT_FOUND, { statusCode: 404 });
      return entry;
    },
    invalidate: list.invalidate,
  };
};

export type RemotesService = ReturnType<typeof createRemotesService>;
