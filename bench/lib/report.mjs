// The results table (printed) and the JSON file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * @typedef {object} Row
 * @property {string} metric
 * @property {string} value
 * @property {string} control
 * @property {number | null} ratio value ÷ control
 * @property {string} budget
 * @property {boolean | null} pass null: for information only
 * @property {Record<string, unknown>} [data] numbers behind the row (JSON only)
 */

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`;

/** @param {number} value @param {number} control */
export const ratioOf = (value, control) => (control > 0 ? value / control : null);

/** @param {Row[]} rows */
export const formatTable = (rows) => {
  const header = ['metric', 'value', 'control', 'ratio', 'budget', 'result'];
  const lines = rows.map((row) => [
    row.metric,
    row.value,
    row.control,
    row.ratio === null ? '' : `${row.ratio.toFixed(2)}×`,
    row.budget,
    row.pass === null ? 'info' : row.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((line) => line[i].length)));
  const format = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
};

/** @param {string} file @param {unknown} results */
export const writeJson = (file, results) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
};
