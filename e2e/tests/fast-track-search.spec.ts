import { logInViaUi, signUpViaApi } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { dateAhead, T5_LANE } from '../support/fast-track';
import { expect, test } from '../support/fixtures';

/** Fast Track for a visitor: the search and the lanes are public; booking asks for a login first. */
test.describe('Fast Track search', () => {
  test('@mobile a visitor searches an airport by name and sees its lanes and prices', async ({
    page,
    consoleErrors,
  }) => {
    const date = dateAhead(12);
    await page.goto('/fast-track/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Fast Track' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const airport = page.getByRole('combobox', { name: /^Airport/ });
    await airport.fill('heathrow');
    await page.getByRole('option', { name: /London Heathrow Airport \(LHR\)/ }).click();
    await expect(airport).toHaveValue(/\(LHR\)$/);
    await page.getByLabel(/^Date/).fill(date);
    await page.getByRole('radio', { name: 'Departing' }).check();
    await page.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/fast-track/result\\?airport=LHR&date=${date}&direction=departure$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: /^Fast Track at .*\(LHR\)$/ })).toBeVisible();
    const lane = page.getByRole('article', { name: T5_LANE.heading });
    await expect(lane).toContainText('USD 26.00');
    await expect(lane).toContainText('04:30–22:00 local time');
    await expect(page.getByText(/Log in when you book/)).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor who books a lane logs in and comes back to that lane', async ({ page }) => {
    const user = await signUpViaApi(page.request);
    const date = dateAhead(12);
    await page.goto(`/fast-track/result?airport=LHR&date=${date}&direction=departure`);
    await page.getByRole('button', { name: `Book ${T5_LANE.heading}` }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Login is required')).toBeVisible();
    await logInViaUi(page, user);

    await expect(page).toHaveURL(new RegExp(`/fast-track/detail\\?lane=${T5_LANE.code}&date=${date}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Book Fast Track' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: T5_LANE.heading })).toBeVisible();
    // Logged in now, the page says what the card's complimentary uses cover.
    await expect(
      page.getByText('4 of 4 complimentary uses left this year — one covers one passenger'),
    ).toBeVisible();
  });
});
