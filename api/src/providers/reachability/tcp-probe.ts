import { Socket } from 'node:net';

export interface Reachability {
  configured: boolean;
  /** `host:port`, never credentials. */
  target: string | null;
  reachable: boolean;
  problem: string | null;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443, 'smtp:': 587, 'smtps:': 465 };

/**
 * Whether a system outside the process answers a TCP connection (the payment host, the mail
 * server): enough to tell operations "down or unreachable" without sending it anything. `url`
 * undefined: not configured.
 */
export const probeTcp = async (url: string | undefined, timeoutMs = 2000): Promise<Reachability> => {
  if (!url) return { configured: false, target: null, reachable: false, problem: 'not configured' };
  let host: string;
  let port: number;
  try {
    const parsed = new URL(url);
    host = parsed.hostname.replace(/^\[|\]$/g, '');
    port = parsed.port ? Number(parsed.port) : (DEFAULT_PORTS[parsed.protocol] ?? 0);
  } catch {
    return { configured: true, target: null, reachable: false, problem: 'not a URL' };
  }
  const target = `${host}:${port}`;
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (problem: string | null) => {
      socket.destroy();
      resolve({ configured: true, target, reachable: problem === null, problem });
    };
    socket.setTimeout(timeoutMs, () => done('timeout'));
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'connection failed'));
    socket.connect(port, host, () => done(null));
  });
};
