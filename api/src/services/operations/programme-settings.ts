import { ErrorCode } from '@portal/shared/contracts';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ProgrammeSettings, ProgrammesRepository } from '../programmes/programmes-repository';
import type { AuditWithin } from './operator-actor';

const entryOf = (programme: ProgrammeSettings) => ({
  code: programme.code,
  name: programme.name,
  projectStatus: programme.available,
  active: programme.active,
  endsAt: programme.endsAt ? new Date(programme.endsAt).toISOString() : null,
  supportTransport: programme.offersTransport,
  supportAgreement: programme.offersAgreement,
  levels: programme.levels,
});

/**
 * The programme's switches as operations set them: open or closed (`projectStatus`), and whether
 * Transport and the agreement services are offered at all. Cardholders' reads follow on this
 * instance at once (`onChange` drops the cached answers), on others within the cache time.
 */
export const createProgrammeSettings = (deps: {
  database: Database;
  programmes: ProgrammesRepository;
  onChange: () => void;
}) => ({
  async read() {
    return { programmes: (await deps.programmes.settings()).map(entryOf) };
  },

  /** Sets the switches given, audited (`within`) in the same transaction. Unknown programme: NOT_FOUND. */
  async set(
    input: { code: string; projectStatus?: boolean; supportTransport?: boolean; supportAgreement?: boolean },
    within: AuditWithin,
  ) {
    const switches = {
      ...(input.projectStatus === undefined ? {} : { active: input.projectStatus }),
      ...(input.supportTransport === undefined ? {} : { offersTransport: input.supportTransport }),
      ...(input.supportAgreement === undefined ? {} : { offersAgreement: input.supportAgreement }),
    };
    const updated = await deps.database.db.transaction(async (txAny) => {
      const tx = txAny as Db;
      const before = (await deps.programmes.settings(tx)).find((programme) => programme.code === input.code);
      if (!before || !(await deps.programmes.setSwitches(tx, input.code, switches)))
        throw new AppError(ErrorCode.NOT_FOUND, { statusCode: 404, message: `No programme ${input.code}.` });
      const after = (await deps.programmes.settings(tx)).find((programme) => programme.code === input.code);
      if (!after) throw new Error('the programme went while it was being set');
      await within(tx, {
        before: {
          projectStatus: before.available,
          supportTransport: before.offersTransport,
          supportAgreement: before.offersAgreement,
        },
      });
      return after;
    });
    deps.onChange();
    return entryOf(updated);
  },
});
