CREATE TABLE `upload_refs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `upload_refs_url_idx` ON `upload_refs` (`url`);--> statement-breakpoint
CREATE UNIQUE INDEX `upload_refs_item_idx` ON `upload_refs` (`kind`,`item_id`,`url`);