/** A legal document split for reading: paragraphs before the first heading, then its sections. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface ParsedDocument {
  intro: string[];
  sections: LegalSection[];
}

/** A table of contents helps from this many sections on. */
export const TOC_MIN_SECTIONS = 3;

/**
 * The API's plain-text documents: a blank line separates paragraphs, and a paragraph that starts
 * with "# " is a section heading.
 */
export const parseLegalDocument = (content: string): ParsedDocument => {
  const document: ParsedDocument = { intro: [], sections: [] };
  const blocks = content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  for (const block of blocks) {
    if (block.startsWith('# ')) {
      const title = block.slice(2).trim();
      document.sections.push({ id: `section-${document.sections.length + 1}`, title, paragraphs: [] });
      continue;
    }
    const current = document.sections.at(-1);
    (current ? current.paragraphs : document.intro).push(block);
  }
  return document;
};
