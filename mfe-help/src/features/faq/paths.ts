import type { FaqCategory } from '@portal/shared/contracts';
import { FAQ_CATEGORIES } from '@portal/shared/contracts';

export const HELP_PATH = '/help';
export const FORM_PATH = '/helpForm';

export const listPath = (category: FaqCategory) => `/helpList?category=${encodeURIComponent(category)}`;
export const detailsPath = (id: string) => `/helpDetails?id=${encodeURIComponent(id)}`;

export const isFaqCategory = (value: unknown): value is FaqCategory =>
  typeof value === 'string' && (FAQ_CATEGORIES as readonly string[]).includes(value);
