/**
 * One value loaded on demand and kept until it is invalidated or `ttlMs` passes. Concurrent readers
 * share one load, and a load that started before an invalidation is not kept.
 */
export interface Memo<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export const memo = <T>(load: () => Promise<T>, ttlMs = Number.POSITIVE_INFINITY): Memo<T> => {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  let generation = 0;
  return {
    get() {
      if (value && Date.now() - value.at < ttlMs) return Promise.resolve(value.data);
      if (pending) return pending;
      const started = generation;
      const at = Date.now();
      const loading = load().then(
        (data) => {
          if (started === generation) value = { data, at };
          if (pending === loading) pending = undefined;
          return data;
        },
        (error: unknown) => {
          if (pending === loading) pending = undefined;
          throw error;
        },
      );
      pending = loading;
      return loading;
    },
    invalidate() {
      generation += 1;
      value = undefined;
      pending = undefined;
    },
  };
};
