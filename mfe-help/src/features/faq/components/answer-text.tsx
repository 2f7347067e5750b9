import styles from '../faq.module.css';

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** The API's plain-text answers: a blank line between paragraphs, "- " before list items. */
export const blocksOf = (answer: string): Block[] =>
  answer
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      const lines = chunk.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });

export function AnswerText({ answer }: { answer: string }) {
  return (
    <div className={styles.answer}>
      {blocksOf(answer).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one static text, in a fixed order
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one static text, in a fixed order
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
