import type { RemoteEntry, RemoteName } from '@portal/shared/contracts';
import { ErrorCode } from '@portal/shared/contracts';
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
    async setEnabled(name: RemoteName, enabled: boolean): Promise<RemoteEntry> {
      const entry = await repository.setEnabled(name, enabled);
      list.invalidate();
      if (!entry) throw new AppError(ErrorCode.NOT_FOUND, { statusCode: 404 });
      return entry;
    },
    invalidate: list.invalidate,
  };
};

export type RemotesService = ReturnType<typeof createRemotesService>;
