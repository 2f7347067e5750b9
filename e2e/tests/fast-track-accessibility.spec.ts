import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { bookFastTrackViaApi } from '../support/bookings';
import { dateAhead, dateAheadInYearOf, fillDetailStep, fillPassengerStep } from '../support/fast-track';
import { expect, test } from '../support/fixtures';

/**
 * axe-core on every step of the Fast Track wizard, at 1440 px and (tagged @mobile) at 375 px:
 * with its errors shown, with the card fields of a paid booking, Order Complete and Payment Issue.
 * The search and the result are checked by fast-track-search.spec.ts.
 */
test.describe('Fast Track accessibility', () => {
  // Five axe checks and a booking paid with the password, at both widths.
  test.describe.configure({ timeout: 90_000 });

  test('@mobile each wizard step has no serious or critical violations', async ({ page }) => {
    const user = await signUpViaApi(page.request);
    // Three of the four uses spent first: two passengers leave one to pay (the card fields).
    const date = dateAhead(18);
    await bookFastTrackViaApi(page.request, user, { date: dateAheadInYearOf(date, 34), passengers: 3 });
    await logInViaApi(page, user);

    await page.goto(`/fast-track/detail?lane=LHR-T5-DEP&date=${date}`);
    await expect(page.getByRole('group', { name: 'Time slot' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please choose a time slot.')).toBeVisible();
    await expectNoSeriousViolations(page, 'Book Fast Track with errors');

    await fillDetailStep(page, { date, passengers: 2 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Add Passengers with errors');

    await fillPassengerStep(page, { date, passengers: 2 });
    await expect(page.getByLabel('Card Number', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'Review and Pay with the card fields');

    // Back to step 1 by the progress header: one passenger, covered, reaches Order Complete.
    await page.getByRole('button', { name: /^Book Fast Track/ }).click();
    await expect(page).toHaveURL(/\/fast-track\/detail/);
    await page.getByRole('button', { name: 'Fewer passengers' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillPassengerStep(page, { date, passengers: 1 });
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fast Track is booked' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Order Complete');

    await page.goto('/fast-track/complete?currentType=0&isWhat=2');
    await expect(page.getByRole('dialog', { name: 'Payment Issue' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Payment Issue');
  });
});
