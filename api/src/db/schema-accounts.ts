/** Tables of the accounts domain; re-exported by schema.ts (one schema, one migrations folder). */
export {};
