/// <reference path="./css-modules.d.ts" />
/**
 * The portal's design system. Components take their texts as props (translated by the caller),
 * so the kit has no i18n or router dependency. Tokens: `import '@portal/shared/tokens.css'` (shell).
 * The form fields only remotes use are `@portal/shared/ui/fields`, bundled by each app that uses
 * them, so the shell's start-up share does not carry them.
 */
export { Alert, type AlertProps, type AlertTone } from './alert';
export { Button, type ButtonProps, type ButtonVariant, buttonClassName } from './button';
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
export { useModalFocus } from './use-modal-focus';
