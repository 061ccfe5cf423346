/**
 * SQLite's page cache per connection, as `PRAGMA cache_size` takes it (negative: KiB). SQLite's
 * own default is 2,000 KiB; better-sqlite3 builds it with 16,000, and a shop's database under an
 * order load fills all 16 MB of it on the writer and on each reader of the read pool (issue 25
 * §2: the high-water mark of a whole run within 150 MB). Pages not cached are read again from the
 * operating system's file cache, which is cheap and is not the process's memory.
 */
export const PAGE_CACHE = 'cache_size = -2000'
