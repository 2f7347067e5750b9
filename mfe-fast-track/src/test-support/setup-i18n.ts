import { initRemoteTexts } from '@portal/shared/testing';
import { NAMESPACE } from '../namespace';

/** The portal's i18n in English with this remote's texts, as a screen finds it. */
export const setUpTexts = () => initRemoteTexts(NAMESPACE);
