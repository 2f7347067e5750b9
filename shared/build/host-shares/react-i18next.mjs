// The host's `react-i18next` share: only what the portal imports (a test checks every app's
// imports against this list).
export { initReactI18next, useTranslation } from '@portal/full-package/react-i18next';
