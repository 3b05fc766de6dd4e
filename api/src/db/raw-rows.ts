/**
 * The rows a raw statement (`db.execute`) answered. Both drivers answer `{ rows }`, but the one Database type
 * both share (db/database.ts) cannot name the shape, so the caller says what a row holds.
 */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
