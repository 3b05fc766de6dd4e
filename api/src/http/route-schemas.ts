import { ErrorEnvelope } from '@rental/shared/contracts';

const descriptions = {
  400: 'Malformed request (bad JSON or a malformed path or query parameter).',
  401: 'No valid operator token.',
  403: 'No CSRF token, or it does not match its cookie.',
  404: 'Nothing with this id.',
  409: 'The change does not apply to the state as it is now; the message says why.',
  413: 'The body is larger than the API accepts.',
  415: 'The body is not JSON.',
  422: 'The body breaks the contract; `fields` names each offending field.',
} as const;

/** The failure responses a route can give, all in the one error envelope. */
export function errorResponses(...codes: (keyof typeof descriptions)[]) {
  return Object.fromEntries(
    codes.map((code) => [code, { ...ErrorEnvelope, description: descriptions[code] }]),
  );
}

export const bodyErrors = errorResponses(400, 413, 415, 422);
