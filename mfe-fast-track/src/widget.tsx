import { i18n } from '@portal/shared/i18n';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import {
  FastTrackWidget,
  type FastTrackWidgetProps,
  loadWidgetAirports,
} from './features/widget/fast-track-widget';
import { loadWidgetTexts } from './features/widget/widget-texts';

/**
 * The booking widget as a single-spa parcel, exposed as `mfe-fast-track/widget`: the lifecycles
 * `singleSpaReact` makes around `FastTrackWidget`, which an issuer's page mounts with single-spa's
 * `mountRootParcel` (through the portal's `/embed/widget.js`) into an element of its own. Each
 * mount is its own React root; `unmount` unmounts it and leaves the element empty. Mounting and
 * every update first load the texts in the language the page names. The portal itself renders
 * the same components in its routes, not through single-spa.
 */

const lifecycles = singleSpaReact<FastTrackWidgetProps>({
  React,
  ReactDOMClient,
  rootComponent: FastTrackWidget,
  errorBoundary: () => <p role="alert">{i18n.t('fastTrack:widget.failed')}</p>,
});

type Lifecycle = LifeCycleFn<FastTrackWidgetProps>;
const withTexts: Lifecycle = (props) => loadWidgetTexts(props.lang);
/** A search to start with needs the airports: they load beside the texts, not after the first render. */
const withTextsAndAirports: Lifecycle = async (props) => {
  if (props.airport) void loadWidgetAirports().catch(() => undefined);
  await loadWidgetTexts(props.lang);
};
// `singleSpaReact` makes `update` unless told not to (`parcelCanUpdate: false`).
const updateReact: Lifecycle = (props) => lifecycles.update?.(props) ?? Promise.resolve();

export const bootstrap: Lifecycle = lifecycles.bootstrap;
export const mount: Lifecycle[] = [withTextsAndAirports, lifecycles.mount];
export const update: Lifecycle[] = [withTexts, updateReact];
export const unmount: Lifecycle = lifecycles.unmount;
