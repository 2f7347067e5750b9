import { FRAME_STATE, useFramed } from '../../app/frame';
import { useProgramStore } from './program-store';

export interface ProgramSupport {
  supportTransport: boolean;
  supportAgreement: boolean;
}

/**
 * What the programme offers, as the page shows it: the frame's values while the frame is
 * hydrated and until support-product has answered (it is read once the page is live, so that the
 * HTTP client loads off the start-up path), then the programme's own.
 */
export function useProgramSupport(): ProgramSupport {
  const supportTransport = useProgramStore((s) => s.supportTransport) ?? FRAME_STATE.supportTransport;
  const supportAgreement = useProgramStore((s) => s.supportAgreement) ?? FRAME_STATE.supportAgreement;
  return {
    supportTransport: useFramed(supportTransport, FRAME_STATE.supportTransport),
    supportAgreement: useFramed(supportAgreement, FRAME_STATE.supportAgreement),
  };
}
