import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The real processes of the fault tests: a private PostgreSQL cluster the tests may stop, API
 * instances as child processes of the built server, haproxy in front of them, and a relay that can
 * lose the payment host's webhooks. Each is started and ended by the test that owns it, by its own
 * pid: nothing here touches another suite's processes or the machine's shared PostgreSQL.
 */

/** A TCP port free now (the kernel's pick; released before the caller binds it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * What must not outlive this process when a test never got to close it (a set-up hook that timed
 * out while it was still starting things): run synchronously at exit, for the processes this module
 * started only.
 */
const leftovers = new Set<() => void>();
const atExit = (cleanup: () => void): (() => void) => {
  if (leftovers.size === 0) {
    process.once('exit', () => {
      for (const left of leftovers) {
        try {
          left();
        } catch {
          // best effort: the process is ending
        }
      }
    });
  }
  leftovers.add(cleanup);
  return () => {
    leftovers.delete(cleanup);
  };
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` until it answers something other than undefined (or `timeoutMs` passes): waits for
 * a condition on a loaded machine without a fixed sleep deciding the outcome.
 */
export const waitFor = async <T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs = 30_000, intervalMs = 150 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError ? ` (last error: ${(lastError as Error).message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${reason}`);
    }
    await sleep(intervalMs);
  }
};

/** Runs a command to its end; rejects with its output when it fails. */
const run = (command: string, args: string[], options: { cwd?: string } = {}): Promise<string> =>
  new Promise((resolve, reject) => {
    // stdin and the output go to pipes that pg_ctl's server does not keep open (it writes to its log).
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${output}`)),
    );
  });

// ---------------------------------------------------------------------------------------------
// A private PostgreSQL cluster (initdb + pg_ctl), stopped and started by the tests.

/** The newest Debian PostgreSQL server binaries, or a clear failure (the suite must not pass without them). */
const postgresBinaries = (): string => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter(
          (name) =>
            existsSync(join(root, name, 'bin', 'initdb')) && existsSync(join(root, name, 'bin', 'pg_ctl')),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      "The fault tests run a private PostgreSQL cluster and need PostgreSQL's server binaries (initdb and pg_ctl in /usr/lib/postgresql/<version>/bin): install Debian's postgresql package (.ci/run does).",
    );
  }
  return join(root, newest, 'bin');
};

export interface PrivatePostgres {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication, loopback only). */
  url(database: string): string;
  /** `pg_ctl stop -m fast`: open sessions are ended, new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * initdb into a temporary folder and start it on a free port. As root, initdb refuses to run, so
 * the cluster belongs to the `postgres` user (`runuser`).
 */
export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const bin = postgresBinaries();
  const folder = mkdtempSync(join(tmpdir(), 'portal-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: folder })
      : run(join(bin, tool), args, { cwd: folder });
  const data = join(folder, 'data');
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // fsync off: the cluster is thrown away, and the tests stop it only cleanly (-m fast).
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () =>
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      join(folder, 'postgres.log'),
      '-w',
      '-t',
      '60',
      '-o',
      serverOptions,
      'start',
    ]).then(() => undefined);
  const stop = () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']).then(() => undefined);
  await start();
  const forget = atExit(() => {
    const args = ['-D', data, '-m', 'immediate', 'stop'];
    if (asRoot)
      execFileSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], { stdio: 'ignore' });
    else execFileSync(join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
    rmSync(folder, { recursive: true, force: true });
  });
  let closed = false;
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    start,
    async close() {
      if (closed) return;
      closed = true;
      forget();
      await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
};

// ---------------------------------------------------------------------------------------------
// The API as real processes of the built server.

export interface ApiInstance {
  name: string;
  port: number;
  url: string;
  pid: number;
  /** Every line it wrote (pino JSON on stdout, anything on stderr). */
  logs: string[];
  alive(): boolean;
  /** SIGKILL: no graceful shutdown, in-flight requests cut. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Bundles the server into a folder of its own under api/dist (a concurrent `build` cannot replace it). */
export const buildServer = async (apiFolder: string): Promise<{ serverJs: string; remove(): void }> => {
  // A clean clone has no api/dist yet.
  mkdirSync(join(apiFolder, 'dist'), { recursive: true });
  const outdir = mkdtempSync(join(apiFolder, 'dist', 'faults-'));
  await run(process.execPath, [join(apiFolder, 'build.mjs'), '--outdir', outdir]);
  return {
    serverJs: join(outdir, 'server.js'),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
};

/** Starts `node server.js` with only the settings given (not this process's environment) and waits for /readyz. */
export const startInstance = async (
  name: string,
  serverJs: string,
  settings: Record<string, string>,
): Promise<ApiInstance> => {
  const port = await freePort();
  const child = spawn(process.execPath, [serverJs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      ...settings,
    },
  });
  const forget = atExit(() => child.kill('SIGKILL'));
  child.once('exit', forget);
  const logs: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    `instance ${name} to be ready`,
    async () => {
      if (child.exitCode !== null) throw new Error(`instance ${name} exited: ${logs.slice(-5).join('\n')}`);
      const answer = await fetch(`${url}/readyz`);
      return answer.ok ? true : undefined;
    },
    // The server loads for a few CPU seconds; on a 2-core machine that others load too, far longer.
    { timeoutMs: 150_000, intervalMs: 200 },
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const pid = child.pid ?? 0;
  return {
    name,
    port,
    url,
    pid,
    logs,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
};

// ---------------------------------------------------------------------------------------------
// haproxy in front of the instances.

export interface LoadBalancer {
  url: string;
  /** The backend's counters from haproxy's CSV statistics (retries, redispatches, …). */
  backendStats(): Promise<{ retries: number; redispatches: number }>;
  close(): Promise<void>;
}

/**
 * haproxy's configuration for the instances: round robin, and a request whose instance cannot take
 * it is sent to the other one.
 */
export const haproxyConfig = (
  port: number,
  statsPort: number,
  backends: Array<{ name: string; port: number }>,
) =>
  `# Generated by the API's fault tests (api/test/faults): two API instances behind one proxy.
global
    maxconn 2000

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    # Longer than any answer the API may take (the payment host's timeout is far shorter).
    timeout server 30s
    # What is retried, and where: a request whose connection to an instance failed (refused: the
    # instance is dead; the request never reached it) is retried for EVERY method, because nothing
    # was done. A request that reached an instance which then died before answering (empty
    # response) or did not answer in time is retried only when it is idempotent — GET and HEAD
    # (reads, and the spec's GET cancel-booking, which is idempotent) — see disable-l7-retry below.
    # POSTs (placing an order, finishing a payment) are not replayed: haproxy closes the client's
    # connection as the instance closed its own (or answers 502), and the client sends them again.
    retries 3
    retry-on conn-failure empty-response response-timeout
    # Every retry goes to another instance (redispatch), not the one that just failed.
    option redispatch 1

frontend portal
    bind 127.0.0.1:${port}
    # METH_GET is haproxy's ACL for GET and HEAD.
    http-request disable-l7-retry unless METH_GET
    # Which instance answered (the tests check that calls were spread over both).
    http-response set-header x-served-by %s
    default_backend api

backend api
    balance roundrobin
    # Liveness, not readiness: while PostgreSQL is down the instances still answer (503 with
    # Retry-After, the API's envelope) rather than haproxy's own page.
    option httpchk GET /healthz
    # Generous for a loaded machine: a busy instance is not taken out of rotation for a few slow
    # answers; a dead one is after about 10 s, and every request sent to it meanwhile is refused at
    # once and retried on the other (the kill test relies on that window to count the retries).
    timeout check 5s
    default-server check inter 1s fall 10 rise 1
${backends.map((backend) => `    server ${backend.name} 127.0.0.1:${backend.port}`).join('\n')}

listen stats
    bind 127.0.0.1:${statsPort}
    stats enable
    stats uri /stats
`;

/** Debian's haproxy (in /usr/sbin, which a non-root PATH may lack). */
const haproxyBinary = (): string => {
  const found = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((path) =>
    existsSync(path),
  );
  if (!found) {
    throw new Error(
      "The fault tests put haproxy in front of the API instances: install Debian's haproxy package (.ci/run does).",
    );
  }
  return found;
};

export const startHaproxy = async (
  backends: Array<{ name: string; port: number }>,
  listenPort?: number,
): Promise<LoadBalancer> => {
  const haproxy = haproxyBinary();
  const folder = mkdtempSync(join(tmpdir(), 'portal-faults-haproxy-'));
  const port = listenPort ?? (await freePort());
  const statsPort = await freePort();
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, statsPort, backends));
  await run(haproxy, ['-c', '-q', '-f', config]);
  // -db: stay in the foreground (a child of this process, ended by its pid).
  const child = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.once(
    'exit',
    atExit(() => child.kill('SIGKILL')),
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    'haproxy to listen',
    async () => {
      if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
      await fetch(`http://127.0.0.1:${statsPort}/stats;csv`);
      return true;
    },
    { timeoutMs: 20_000 },
  );
  const statsCsv = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...lines] = csv.split('\n');
    const columns = (header ?? '').replace(/^# /, '').split(',');
    return lines
      .map((line) => line.split(','))
      .map((cells) => ({
        cell: (name: string) => cells[columns.indexOf(name)] ?? '',
        proxy: cells[0],
        server: cells[1],
      }));
  };
  await waitFor('haproxy to see every instance up', async () => {
    const servers = (await statsCsv()).filter(
      (row) => row.proxy === 'api' && row.server !== 'BACKEND' && row.server !== 'FRONTEND',
    );
    return servers.length === backends.length && servers.every((row) => row.cell('status') === 'UP')
      ? true
      : undefined;
  });
  return {
    url,
    async backendStats() {
      const row = (await statsCsv()).find(
        (candidate) => candidate.proxy === 'api' && candidate.server === 'BACKEND',
      );
      const value = (name: string) => Number(row?.cell(name) ?? 0) || 0;
      return { retries: value('wretr'), redispatches: value('wredis') };
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
};

// ---------------------------------------------------------------------------------------------
// The payment host's webhook, through a relay that can lose it.

export interface WebhookRelay {
  url: string;
  /** True: every event is answered 503 and not passed on (the sandbox gives up after its retries). */
  lose: boolean;
  /** Events passed on and events lost. */
  counts: { passed: number; lost: number };
  close(): Promise<void>;
}

export const startWebhookRelay = async (target: () => string): Promise<WebhookRelay> => {
  const relay: Omit<WebhookRelay, 'url' | 'close'> = { lose: false, counts: { passed: 0, lost: 0 } };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (relay.lose) {
      relay.counts.lost += 1;
      response.writeHead(503).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && (name.startsWith('x-gcs-') || name === 'content-type'))
        headers[name] = value;
    }
    const answer = await fetch(target(), { method: 'POST', headers, body: Buffer.concat(chunks) });
    relay.counts.passed += 1;
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
  };
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(relay, {
    url: `http://127.0.0.1:${port}/webhook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
};
