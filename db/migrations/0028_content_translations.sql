-- Content in the other language (issue 34, docs/decisions/027-content-translations.md).
CREATE TABLE `translations` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`language` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `item_id`, `language`, `field`)
);
