-- The site search (docs/search.md): drizzle-kit cannot describe a virtual table, so this migration is
-- written by hand (drizzle-kit generate --custom) and db/schema.ts does not name these tables.
-- `search_documents` says what each indexed text is: an item (kind, id) in a language, from when the
-- public sees it (ms; a scheduled item is indexed with its time, so it is found once its time comes
-- with no job at that moment). `search_text` holds its words for FTS5, contentless: the index keeps
-- no copy of the texts (the results read them from their items), only their words.
CREATE TABLE `search_documents` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`language` text NOT NULL,
	`visible_from` integer NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `search_documents_item_idx` ON `search_documents` (`kind`,`item_id`,`language`);--> statement-breakpoint
CREATE TABLE `search_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);--> statement-breakpoint
CREATE VIRTUAL TABLE `search_text` USING fts5(title, body, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2');
