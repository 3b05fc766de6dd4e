export interface PostgresTemplate {
  /** Connection string of the server's maintenance database, used to create and drop test databases. */
  adminUrl: string;
  templateName: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: PostgresTemplate | null;
    /** A Redis server for the tests that need one (TEST_REDIS_URL), or null. */
    redisUrl: string | null;
  }
}
