import styles from '../../components/booking-styles';

/** A person (passenger capacity); decorative, the text beside it says the number. */
export const PassengerIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="7" r="4" fill="currentColor" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
  </svg>
);

/** A suitcase (luggage capacity); decorative. */
export const LuggageIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M9 3h6v3h4a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h4zm2 2v1h2V5z"
      fill="currentColor"
    />
  </svg>
);
