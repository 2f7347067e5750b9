import { envelopeSchema, type RemoteEntry, remoteList } from '@portal/shared/contracts';

/**
 * Reads the remote registry from the API (never from a cache: operations switch remotes on and
 * off between page loads). Any failure gives an empty list: the remotes' paths then show
 * "service unavailable" while the shell itself keeps working.
 */
export async function fetchRemoteList(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  try {
    const response = await fetchImpl(`/api${remoteList.path}`, {
      cache: 'no-cache',
      headers: { accept: 'application/json', channel: 'web' },
    });
    if (!response.ok) return [];
    const parsed = envelopeSchema(remoteList.result).safeParse(await response.json());
    if (!parsed.success || parsed.data.state !== '1' || !parsed.data.result) return [];
    return parsed.data.result;
  } catch {
    return [];
  }
}

/** The manifest URL as the container runtime needs it: absolute, resolved against the page. */
export const absoluteManifestUrl = (manifestUrl: string, origin: string) => new URL(manifestUrl, origin).href;
