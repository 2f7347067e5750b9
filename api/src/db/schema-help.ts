/** Tables of the help domain; re-exported by schema.ts (one schema, one migrations folder). */
export {};
