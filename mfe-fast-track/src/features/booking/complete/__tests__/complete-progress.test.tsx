import { useSessionStore } from '@portal/shared/stores';
import { fakeApi, ok } from '@portal/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeLaneData } from '../../../../lib/drafts';
import { routes } from '../../../../routes';
import { FAST_TRACK_ORDER, ORDER_NO, savedLaneData } from '../../../../test-support/fixtures';
import { setUpTexts } from '../../../../test-support/setup-i18n';

beforeAll(setUpTexts);

beforeEach(() => {
  useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
  writeLaneData(savedLaneData({ orderNo: ORDER_NO }));
  fakeApi({ '/order/cip-detail': () => ok(FAST_TRACK_ORDER) });
});

const NothingYet = () => null;

/** The progress header over /fast-track/complete, with Fast Track's own route table. */
const progressAt = async (path: string) => {
  const router = createMemoryRouter([{ HydrateFallback: NothingYet, children: routes }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  // The Payment Issue dialog is modal: the header behind it is still on the page.
  const nav = await screen.findByRole('navigation', { name: 'Fast Track booking progress', hidden: true });
  return within(nav)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => {
      const marker = item.firstElementChild;
      return [marker?.textContent, marker?.getAttribute('aria-current') ?? null];
    });
};

describe('/fast-track/complete: the progress header', () => {
  it.each([
    ['failed for a new booking', '2'],
    ['failed paying again', '1'],
  ])(
    'shows Review and Pay as the step still to finish when the payment %s (isWhat %s)',
    async (_, isWhat) => {
      const steps = await progressAt(
        `/fast-track/complete?currentType=0&isWhat=${isWhat}&orderNo=${ORDER_NO}`,
      );
      expect(steps).toEqual([
        ['Book Fast Track (completed)', null],
        ['Add Passengers (completed)', null],
        ['Review and Pay', 'step'],
        ['Order Complete (not started)', null],
      ]);
    },
  );

  it('shows every earlier step completed once the order is paid', async () => {
    const steps = await progressAt(`/fast-track/complete?orderNo=${ORDER_NO}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Fast Track is booked' })).toBeVisible();
    expect(steps).toEqual([
      ['Book Fast Track (completed)', null],
      ['Add Passengers (completed)', null],
      ['Review and Pay (completed)', null],
      ['Order Complete', 'step'],
    ]);
  });
});
