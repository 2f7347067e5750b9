import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createRemoteReleases } from '../../providers/remote-releases/remote-releases';
import { scryptParams } from '../password-hash';
import type { ProgrammesRepository } from '../programmes/programmes-repository';
import type { RateLimitService } from '../rate-limit';
import type { RemotesService } from '../remotes/remotes';
import { createAuditRepository } from './audit-repository';
import { createAuditTrail } from './audit-trail';
import { createHealthRepository } from './health-repository';
import { createOperationsHealth } from './operations-health';
import { createOperatorAccounts } from './operator-accounts';
import { createOperatorsRepository } from './operators-repository';
import { createProgrammeSettings } from './programme-settings';

/**
 * The operations team's domain (decision 0019): operator accounts and sessions, the audit log, the
 * programme's switches, the health of the background work and the remotes as operations see them.
 */
export const createOperations = (
  database: Database,
  config: AppConfig,
  shared: {
    rateLimits: RateLimitService;
    programmes: ProgrammesRepository;
    remotes: RemotesService;
    /** Drops the cached programme answers (project status, services offered) on this instance. */
    onProgrammeChange: () => void;
  },
) => {
  const audit = createAuditTrail(createAuditRepository(database));
  const releases = createRemoteReleases(config.webRoot);
  return {
    audit,
    accounts: createOperatorAccounts({
      database,
      operators: createOperatorsRepository(database),
      audit,
      rateLimits: shared.rateLimits,
      scrypt: scryptParams(config.scryptCostLog2),
      lockMinutes: config.loginLockMinutes,
      times: config.operatorSession,
    }),
    programme: createProgrammeSettings({
      database,
      programmes: shared.programmes,
      onChange: shared.onProgrammeChange,
    }),
    health: createOperationsHealth({
      repository: createHealthRepository(database),
      paymentHostOrigin: config.payment.hostOrigin,
      smtpUrl: config.smtpUrl,
    }),
    /**
     * The registry's entries with when each changed, and the release each serves (version and build
     * time from its `mf-manifest.json`, for the remotes this server serves).
     */
    async remotes() {
      const entries = await shared.remotes.listWithTimes();
      return {
        remotes: entries.map(({ updatedAt, ...entry }) => ({
          ...entry,
          updatedAt: new Date(updatedAt).toISOString(),
          ...releases(entry.name, entry.manifestUrl),
        })),
      };
    },
  };
};

export type Operations = ReturnType<typeof createOperations>;
