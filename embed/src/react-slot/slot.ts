/**
 * The React the loader's own modules and the widget render with: the page's, when it runs a
 * compatible one, else the loader's own copy (`own-react.ts`). The build points every `react`,
 * `react-dom` and `react-dom/client` the loader bundles (the portal's kit, react-i18next, zustand)
 * at the small modules beside this one, which read it here; so it must be chosen before any of
 * them is evaluated (`portal-modules.ts` waits for it).
 */
export interface ReactSet {
  React: { version: string } & object;
  ReactDOM: { version: string } & object;
  ReactDOMClient: { createRoot: unknown } & object;
}

let chosen: ReactSet | null = null;

export const chooseReact = (set: ReactSet) => {
  if (chosen && chosen !== set) throw new Error('PortalWidget: React is already chosen for this page.');
  chosen = set;
};

export const chosenReact = (): ReactSet => {
  if (!chosen) throw new Error('PortalWidget: React was used before it was chosen.');
  return chosen;
};

/** Only for tests: choose afresh. */
export const forgetChosenReact = () => {
  chosen = null;
};
