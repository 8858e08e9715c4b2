import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create. PGlite bundles contrib modules but loads only those it is
 * given, so every place that opens a PGlite database passes these.
 */
export const pgliteExtensions = { pg_trgm, btree_gist };
