/** The message keys (this remote's namespace) of the contract's values. */
export const carTypeKey = (carType: string) => `values.carTypes.${carType}`;
export const requestReasonKey = (reason: string) => `values.requestReasons.${reason}`;
export const placeKindKey = (kind: string) => `values.placeKinds.${kind}`;
