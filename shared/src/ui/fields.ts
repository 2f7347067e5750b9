/// <reference path="./css-modules.d.ts" />
/**
 * The design system's form fields and wizard parts. Only remotes use them, so this entry is not a
 * Module Federation share: each app bundles the fields it uses (stateless, so a copy per remote is
 * harmless), and the shell's start-up `@portal/shared/ui` share stays without them (issue 15).
 */
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
export { Stepper, type StepperProps } from './stepper';
export { TextArea, type TextAreaProps } from './text-area';
export { TextField, type TextFieldProps } from './text-field';
export {
  stepState,
  WizardProgress,
  type WizardProgressProps,
  type WizardStep,
  type WizardStepState,
} from './wizard-progress';
