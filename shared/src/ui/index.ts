/// <reference path="./css-modules.d.ts" />
/**
 * The portal's design system. Components take their texts as props (translated by the caller),
 * so the kit has no i18n or router dependency. Tokens: `import '@portal/shared/tokens.css'` (shell).
 */
export { Alert, type AlertProps, type AlertTone } from './alert';
export { Button, type ButtonProps, type ButtonVariant, buttonClassName } from './button';
export { Checkbox, type CheckboxProps } from './checkbox';
export {
  type AreaCodeOption,
  type ContactNumberValue,
  EMPTY_CONTACT_NUMBER,
  filterAreaCodes,
} from './contact-number-input/area-codes';
export {
  AREA_CODE_SEARCH_THROTTLE_MS,
  ContactNumberInput,
  type ContactNumberInputProps,
} from './contact-number-input/contact-number-input';
export { Dialog, type DialogProps } from './dialog';
export { focusableWithin } from './focusable';
export { documentTitle, PageTitle, type PageTitleProps, setDocumentTitleSuffix } from './page-title';
export { Panel, type PanelProps } from './panel';
export { Select, type SelectOption, type SelectProps } from './select';
export { FullPageSpinner, Spinner, type SpinnerProps } from './spinner';
export {
  ComingSoon,
  type ComingSoonProps,
  ErrorPanel,
  type ErrorPanelProps,
  ServiceUnavailable,
  type ServiceUnavailableProps,
} from './status-panels';
export { Stepper, type StepperProps } from './stepper';
export { TextArea, type TextAreaProps } from './text-area';
export { TextField, type TextFieldProps } from './text-field';
export { useModalFocus } from './use-modal-focus';
export {
  stepState,
  WizardProgress,
  type WizardProgressProps,
  type WizardStep,
  type WizardStepState,
} from './wizard-progress';
