/**
 * Beside the operators' session, a cookie the console's script can read, holding nothing but "1"
 * (docs/decisions/025): a console opened without it shows the sign-in at once instead of asking the server
 * about a session it cannot have.
 */
export const OPS_SIGNED_IN_COOKIE = 'ops_signed_in';
