/** The operators' token of the journeys' servers that have one: their health figures need it. */
export const E2E_OPS_TOKEN = 'e2e-operator-token-0123456789';

/** The secret the operators' console's server signs page views with, so its journeys report as its pages would. */
export const E2E_HEALTH_SECRET = 'e2e-health-secret-0123456789abcdef';
