import type { Database } from './database.ts';

/**
 * Statements prepared on first use, once per database handle and shape (the server has one handle, each
 * test file its own). Building a statement, Drizzle walking the query to write its SQL, costs more Node
 * time than the database takes to answer a narrow list, so it is done once instead of per request.
 * `nameOf` names each shape's statement: on PostgreSQL, each connection parses it once under that name.
 */
export function preparedPerDatabase<Shape, Statement>(
  nameOf: (shape: Shape) => string,
  prepare: (db: Database, shape: Shape, name: string) => Statement,
): (db: Database, shape: Shape) => Statement {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return (db, shape) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    const name = nameOf(shape);
    let statement = statements.get(name);
    if (!statement) {
      statement = prepare(db, shape, name);
      statements.set(name, statement);
    }
    return statement;
  };
}
