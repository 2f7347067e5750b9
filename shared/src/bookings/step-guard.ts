import { type LoaderFunctionArgs, redirect } from 'react-router';

/**
 * A booking wizard's step rule, the same for every service: its steps' addresses in order, and
 * how many of them are done (in order: a later step counts only when every earlier one is done)
 * by the drafts the service keeps.
 */
export interface WizardSteps<Drafts> {
  /** The steps' addresses in order, the first step first. */
  order: readonly string[];
  readDrafts: () => Drafts;
  stepsDone: (drafts: Drafts) => number;
}

/**
 * Where a step (1-based, of `wizard.order`) must send the user when an earlier step is not done
 * (a later step cannot be reached by its address either): the first unfinished step, or null when
 * it may show.
 */
export const missingStep = <Drafts>(
  wizard: WizardSteps<Drafts>,
  step: number,
  drafts: Drafts = wizard.readDrafts(),
): string | null => {
  const done = wizard.stepsDone(drafts);
  return done >= step - 1 ? null : (wizard.order[done] ?? wizard.order[0] ?? null);
};

/**
 * The route loader of a step: a step whose earlier steps are not done redirects before its
 * screen's code is downloaded (the screen checks again, with `missingStep`, for its own drafts).
 * `entersOtherwise(url)`: the address reaches the step without the wizard (paying a quotation).
 */
export const stepGuard =
  <Drafts>(wizard: WizardSteps<Drafts>, step: number, entersOtherwise?: (url: URL) => boolean) =>
  ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    if (entersOtherwise?.(new URL(request.url))) return null;
    const to = missingStep(wizard, step);
    return to ? redirect(to) : null;
  };
