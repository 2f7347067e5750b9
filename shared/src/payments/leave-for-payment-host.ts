/** Leaves the portal for the payment host (a module of its own so that tests can stand in for it). */
export const leaveForPaymentHost = (url: string) => window.location.assign(url);
