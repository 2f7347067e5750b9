/**
 * The portal's remote registry (`GET /api/public/remotes`), as the shell reads it at start: where
 * each remote's manifest is and whether operations have it switched on. Read with `fetch` and
 * checked by hand, like the search query (decision 0004): the loader carries neither zod nor the
 * HTTP client, which load with the widget only if it needs them.
 */
export interface RegistryEntry {
  name: string;
  manifestUrl: string;
  prefixes: string[];
  enabled: boolean;
}

const isEntry = (value: unknown): value is RegistryEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const { name, manifestUrl, prefixes, enabled } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof manifestUrl === 'string' &&
    typeof enabled === 'boolean' &&
    Array.isArray(prefixes) &&
    prefixes.every((prefix) => typeof prefix === 'string')
  );
};

/** The registry's entries; rejects when it cannot be read (the widget cannot know where it lives). */
export const readRegistry = async (
  portalUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RegistryEntry[]> => {
  const response = await fetchImpl(new URL('/api/public/remotes', portalUrl).href, {
    cache: 'no-cache',
    headers: { accept: 'application/json', channel: 'web' },
  });
  if (!response.ok) throw new Error(`PortalWidget: the portal answered ${response.status} for its services.`);
  const envelope = (await response.json()) as { state?: unknown; result?: unknown };
  if (envelope.state !== '1' || !Array.isArray(envelope.result) || !envelope.result.every(isEntry))
    throw new Error('PortalWidget: the portal did not name its services.');
  return envelope.result;
};
