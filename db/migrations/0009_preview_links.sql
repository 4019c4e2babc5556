CREATE TABLE `preview_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`nonce` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_keys_kind_item_idx` ON `preview_keys` (`kind`,`item_id`);