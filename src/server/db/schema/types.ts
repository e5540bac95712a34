import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL `tsvector`; only the database reads and writes it. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
