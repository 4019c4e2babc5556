-- A slug and a publication per language (issue 34, docs/decisions/032-translation-addresses.md).
CREATE TABLE `translation_publication` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`language` text NOT NULL,
	`slug` text,
	`status` text DEFAULT 'published' NOT NULL,
	`publish_at` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `item_id`, `language`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `translation_publication_slug_idx` ON `translation_publication` (`kind`,`language`,`slug`);--> statement-breakpoint
CREATE TABLE `translation_slug_redirects` (
	`kind` text NOT NULL,
	`language` text NOT NULL,
	`slug` text NOT NULL,
	`item_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `language`, `slug`)
);
