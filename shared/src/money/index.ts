/**
 * Money as the portal writes it in pages and mails (no React): imported as `@portal/shared/money`.
 */
export * from './format-money';
