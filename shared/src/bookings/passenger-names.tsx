import styles from './booking-page.module.css';

/** The passengers' names as a summary shows them (a `Fact`'s value): one a line, in step order. */
export function PassengerNames({ names }: { names: readonly { firstName: string; lastName: string }[] }) {
  return (
    <ul className={styles.names}>
      {names.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: passengers in step order
        <li key={index}>
          {name.firstName} {name.lastName}
        </li>
      ))}
    </ul>
  );
}
