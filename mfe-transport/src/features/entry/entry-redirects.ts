import { type LoaderFunctionArgs, redirect } from 'react-router';

/**
 * The specification lists /choose, /prebooking and /result without showing their content. Each
 * leads where its name points, so old links and bookmarks still land somewhere useful:
 * - /choose: the home page, whose tiles are the service chooser;
 * - /prebooking: the first step of a transport booking, keeping the query (currentType, isWhat);
 * - /result: the user's bookings, where every booking's outcome shows.
 */
export const ENTRY_TARGETS = {
  '/choose': '/',
  '/prebooking': '/transport-services/step-1',
  '/result': '/account/bookings/list',
} as const;

const searchOf = (request: Request) => new URL(request.url).search;

export const chooseLoader = () => redirect(ENTRY_TARGETS['/choose']);
export const prebookingLoader = ({ request }: LoaderFunctionArgs) =>
  redirect(`${ENTRY_TARGETS['/prebooking']}${searchOf(request)}`);
export const resultLoader = () => redirect(ENTRY_TARGETS['/result']);
