import { useTranslation } from '@portal/shared/i18n';
import { Stepper } from '@portal/shared/ui/fields';
import styles from './booking-page.module.css';

/** One count of a booking: its name in the draft, its limits, and its buttons' text keys. */
export interface CountStepper<K extends string> {
  name: K;
  limits: { readonly min: number; readonly max: number };
  /** Under `textsKey`: the buttons' accessible names ("Fewer adults", "Less luggage", "More adults"). */
  fewer: string;
  more: string;
}

/** A service's counts, and where their texts are: its namespace `ns`, under `textsKey`. */
export interface CountGroup<K extends string> {
  ns: string;
  textsKey: string;
  counts: readonly CountStepper<K>[];
}

/**
 * The counts of a booking (passengers, adults, children, luggage), the same for every service that
 * counts its group: a − / + counter each within its limits (`className`: the service's grid), then
 * a line that says every limit. Texts: each count's `name` as its label, `fewer` and `more`, and
 * `countsHint` with each count's maximum by its name.
 */
export function CountSteppers<K extends string>({
  group,
  values,
  onChange,
  className,
}: {
  group: CountGroup<K>;
  values: Readonly<Record<K, number>>;
  onChange: (patch: Partial<Record<K, number>>) => void;
  className?: string;
}) {
  const { ns, textsKey, counts } = group;
  const { t } = useTranslation(ns);
  const maxima = Object.fromEntries(counts.map(({ name, limits }) => [name, limits.max]));
  return (
    <>
      <div className={className}>
        {counts.map(({ name, limits, fewer, more }) => (
          <Stepper
            key={name}
            label={t(`${textsKey}.${name}`)}
            value={values[name]}
            min={limits.min}
            max={limits.max}
            onChange={(value) => onChange({ [name]: value } as Partial<Record<K, number>>)}
            decrementLabel={t(`${textsKey}.${fewer}`)}
            incrementLabel={t(`${textsKey}.${more}`)}
          />
        ))}
      </div>
      <p className={styles.hint}>{t(`${textsKey}.countsHint`, maxima)}</p>
    </>
  );
}
