import { projectStatus, supportProduct } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { useProgramStore } from './program-store';

/** Background reads: a failure leaves the previous values and never opens a dialog. */
export async function loadProjectStatus() {
  const outcome = await callApi(projectStatus, {}, { quiet: true }).catch(() => null);
  if (outcome?.ok) useProgramStore.getState().setProjectStatus(outcome.result.projectStatus);
}

/** Which services this visitor (or the logged-in cardholder's programme) offers. */
export async function loadSupportProduct() {
  const outcome = await callApi(supportProduct, {}, { quiet: true }).catch(() => null);
  if (outcome?.ok) useProgramStore.getState().setSupport(outcome.result);
}
