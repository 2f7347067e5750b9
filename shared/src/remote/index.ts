/**
 * What every remote needs besides its own screens: route helpers, the shared route error and
 * placeholder pages, the wizard layout and the standalone dev host. Import by package name only.
 */
export { ComingSoonPage, type ComingSoonPageProps } from './coming-soon-page';
export { createDevHostRouter, type DevHostOptions, startDevHost } from './dev-host';
export { lazyPage, lazyPageFor } from './lazy-page';
export { RouteError } from './route-error';
export { WizardLayout, type WizardLayoutProps, type WizardStepDef } from './wizard-layout';
