/**
 * Checks the rows of a data file shipped with the API (a JSON file next to the module that reads it,
 * imported, so the production bundle inlines it) against their zod schema when the module loads. A bad
 * row stops the start with an error naming the file, the row and the field:
 * `fast-track/lanes.json, LHR lane 2 (T3 departure): closesAt: Not a local time (HH:mm or 24:00)`.
 */
import type { z } from 'zod';

export class DataFileError extends Error {
  override name = 'DataFileError';
}

/** An issue's message; a bad record key's own issues (`Not an IATA code`) are inside it. */
const messageOf = (issue: z.core.$ZodIssue): string =>
  'issues' in issue && Array.isArray(issue.issues) && issue.issues.length > 0
    ? issue.issues.map(messageOf).join(', ')
    : issue.message;

const issuesOf = (error: z.ZodError): string =>
  error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'row'}: ${messageOf(issue)}`)
    .join('; ');

/** `value` as `schema` reads it; a DataFileError naming `file` and `row` when it does not fit. */
export const checkedRow = <S extends z.ZodType>(
  schema: S,
  value: unknown,
  file: string,
  row: string,
): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) throw new DataFileError(`${file}, ${row}: ${issuesOf(result.error)}`);
  return result.data;
};

/** A field of a row not yet checked, to name the row in an error ("T3 departure"). */
export const rawField = (value: unknown, field: string): string => {
  const found =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
  return typeof found === 'string' || typeof found === 'number' ? String(found) : '?';
};
