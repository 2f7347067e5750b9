/**
 * Form parts shared by the remotes (accounts, bookings). Not in the Module Federation
 * share scope: each app bundles what it uses, so the host never downloads the strength estimator.
 */
import styles from './form.module.css';

export { Combobox, type ComboboxProps, type ComboboxTexts, foldText, matchOptions } from './combobox';
export { ContactNumberField, type ContactNumberFieldProps } from './contact-number-field';
export type { FormNamespace } from './form-namespace';
export { FormActions, type FormActionsProps, FormFailure, type FormFailureProps } from './form-parts';
export { NameFields, type NameFieldsProps } from './name-fields';
export {
  NewPasswordFields,
  type NewPasswordFieldsProps,
  PasswordField,
  type PasswordFieldProps,
} from './password-fields';
export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './password-strength-meter';
export { useBusy } from './use-busy';
export { useFocusFirstError } from './use-focus-first-error';

/** The shared form classes: card, row, actions, alert, readonly (a `dl` of fixed values). */
export const formStyles = styles;
