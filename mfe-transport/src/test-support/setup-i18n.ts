import { initRemoteTexts } from '@portal/shared/testing';
import { ORDER_NAMESPACES } from '../namespace';

/** The portal's i18n in English with this remote's texts, as a screen finds it. */
export const setUpTexts = () => initRemoteTexts(ORDER_NAMESPACES);
