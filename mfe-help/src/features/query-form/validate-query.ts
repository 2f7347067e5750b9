import { type ContactUsInput, contactUsInput, type QueryCategory } from '@portal/shared/contracts/help';

/** The form as typed (and kept as a draft in session storage). */
export interface QueryDraft {
  email: string;
  serviceId: string;
  category: QueryCategory | '';
  topic: string;
  message: string;
}

export const QUERY_FIELDS = ['email', 'serviceId', 'category', 'topic', 'message'] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];

export type QueryErrors = Partial<Record<QueryField, string>>;

/**
 * Checks the draft with the contract's own schema (the API applies the same one). Errors are
 * message keys: `validation.*` in `common`, `form.*` in `help`.
 */
export const validateQuery = (
  draft: QueryDraft,
): { ok: true; input: ContactUsInput } | { ok: false; errors: QueryErrors } => {
  const parsed = contactUsInput.safeParse({
    email: draft.email,
    serviceId: draft.serviceId.trim() || undefined,
    category: draft.category || undefined,
    topic: draft.topic,
    message: draft.message,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: QueryErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as QueryField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
};
