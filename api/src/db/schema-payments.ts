/** Tables of the payments domain; re-exported by schema.ts (one schema, one migrations folder). */
export {};
