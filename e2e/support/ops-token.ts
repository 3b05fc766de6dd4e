/** The operators' token of the journeys' servers that have one: their health figures need it. */
export const E2E_OPS_TOKEN = 'e2e-operator-token-0123456789';
