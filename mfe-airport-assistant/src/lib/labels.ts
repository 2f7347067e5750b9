/**
 * The message keys (this remote's namespace) of the contract's values: service types and levels,
 * what a level includes, air ticket types and transport modes.
 */
export const serviceTypeKey = (type: string) => `values.serviceTypes.${type}`;
export const levelKey = (level: string) => `values.levels.${level}`;
export const featureKey = (feature: string) => `values.features.${feature}`;
export const ticketTypeKey = (ticket: string) => `values.ticketTypes.${ticket}`;
export const transportModeKey = (mode: string) => `values.transportModes.${mode}`;
