import type { EndpointResult } from '@portal/shared/contracts';
import type { operatorHealth } from '@portal/shared/contracts/operations';
import { probeTcp } from '../../providers/reachability/tcp-probe';
import type { HealthRepository, QueueCountsRow } from './health-repository';

type Health = EndpointResult<typeof operatorHealth>;

const queueOf = (row: QueueCountsRow | undefined): Health['jobs'] => ({
  due: Number(row?.due ?? 0),
  running: Number(row?.running ?? 0),
  failed: Number(row?.failed ?? 0),
  dead: Number(row?.dead ?? 0),
  lastError:
    row?.last_error_id != null && row.last_error != null
      ? {
          id: Number(row.last_error_id),
          error: String(row.last_error).split('\n')[0] ?? '',
          at: new Date(row.last_error_at ?? 0).toISOString(),
        }
      : null,
});

/**
 * What operations watch: the jobs and the mail outbox by state (the same tables as `/operator/jobs`),
 * and whether the payment host and the mail server answer a connection now.
 */
export const createOperationsHealth = (deps: {
  repository: HealthRepository;
  paymentHostOrigin: string | undefined;
  smtpUrl: string | undefined;
  probeTimeoutMs?: number;
}) => ({
  async read(): Promise<Health> {
    const [jobs, mail, paymentHost, mailServer] = await Promise.all([
      deps.repository.jobs(),
      deps.repository.mail(),
      probeTcp(deps.paymentHostOrigin, deps.probeTimeoutMs),
      probeTcp(deps.smtpUrl, deps.probeTimeoutMs),
    ]);
    return {
      checkedAt: new Date().toISOString(),
      jobs: queueOf(jobs),
      mail: queueOf(mail),
      paymentHost,
      mailServer,
    };
  },
});
