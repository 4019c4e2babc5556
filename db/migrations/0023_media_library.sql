CREATE TABLE `media_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`type` text NOT NULL,
	`size` integer NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_files_url_unique` ON `media_files` (`url`);--> statement-breakpoint
CREATE INDEX `media_files_created_idx` ON `media_files` (`created_at`);--> statement-breakpoint
CREATE INDEX `media_files_type_idx` ON `media_files` (`type`);