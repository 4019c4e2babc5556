ALTER TABLE `detailed_services` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `detailed_services` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `detailed_services` ADD `publish_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `detailed_services_slug_idx` ON `detailed_services` (`slug`);--> statement-breakpoint
CREATE INDEX `detailed_services_publish_idx` ON `detailed_services` (`status`,`publish_at`);--> statement-breakpoint
UPDATE `detailed_services` SET `publish_at` = `created_at`;