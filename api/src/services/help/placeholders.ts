/**
 * Fills `{name}` placeholders of stored texts. An unknown name stays as written, so an editor's
 * typo shows up on the page instead of breaking the whole list (a test checks the seed has none).
 */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
