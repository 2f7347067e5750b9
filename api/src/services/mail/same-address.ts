/** Mail addresses compare without case or surrounding spaces (the accounts' unique index ignores case). */
export const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
