CREATE TABLE `slug_redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`slug` text NOT NULL,
	`item_id` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `slug_redirects_kind_slug_idx` ON `slug_redirects` (`kind`,`slug`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `publish_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_idx` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_publish_idx` ON `blog_posts` (`status`,`publish_at`);--> statement-breakpoint
UPDATE `blog_posts` SET `publish_at` = `created_at`;