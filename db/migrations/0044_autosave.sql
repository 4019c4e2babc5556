CREATE TABLE `autosaves` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`entity` text NOT NULL,
	`item` text NOT NULL,
	`fields` text NOT NULL,
	`saved_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `autosaves_item_idx` ON `autosaves` (`user_id`,`entity`,`item`);