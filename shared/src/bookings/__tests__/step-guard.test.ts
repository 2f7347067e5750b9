import { describe, expect, it } from 'vitest';
import { missingStep, stepGuard, type WizardSteps } from '../step-guard';

let done = 0;
const wizard: WizardSteps<number> = {
  order: ['/w/step-1', '/w/step-2', '/w/step-3'],
  readDrafts: () => done,
  stepsDone: (drafts) => drafts,
};
const location = (response: unknown) =>
  response instanceof Response ? response.headers.get('Location') : null;
const request = (url: string) => ({ request: new Request(`http://portal.test${url}`) });

describe('the wizard step guard', () => {
  it('sends a step to the first unfinished one before it, and lets it show once every earlier one is done', () => {
    expect(missingStep(wizard, 1, 0)).toBeNull();
    expect(missingStep(wizard, 3, 0)).toBe('/w/step-1');
    expect(missingStep(wizard, 3, 1)).toBe('/w/step-2');
    expect(missingStep(wizard, 3, 2)).toBeNull();
  });

  it('redirects in the route loader from the drafts read then, unless the address enters the step otherwise', () => {
    done = 1;
    expect(location(stepGuard(wizard, 3)(request('/w/step-3')))).toBe('/w/step-2');
    expect(stepGuard(wizard, 2)(request('/w/step-2'))).toBeNull();
    const paying = stepGuard(wizard, 3, (url) => url.searchParams.has('orderNo'));
    expect(paying(request('/w/step-3?orderNo=X'))).toBeNull();
    expect(location(paying(request('/w/step-3')))).toBe('/w/step-2');
  });
});
