ALTER TABLE `detailed_projects` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `detailed_projects` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `detailed_projects` ADD `publish_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `detailed_projects_slug_idx` ON `detailed_projects` (`slug`);--> statement-breakpoint
CREATE INDEX `detailed_projects_publish_idx` ON `detailed_projects` (`publish_at`) WHERE "detailed_projects"."status" <> 'draft';--> statement-breakpoint
ALTER TABLE `projects` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `publish_at` integer;--> statement-breakpoint
CREATE INDEX `projects_publish_idx` ON `projects` (`publish_at`) WHERE "projects"."status" <> 'draft';--> statement-breakpoint
UPDATE `projects` SET `publish_at` = `created_at`;--> statement-breakpoint
CREATE TRIGGER `detailed_projects_publish_at_default` AFTER INSERT ON `detailed_projects` WHEN NEW.`publish_at` IS NULL AND NEW.`status` <> 'draft' BEGIN UPDATE `detailed_projects` SET `publish_at` = NEW.`created_at` WHERE `id` = NEW.`id`; END;--> statement-breakpoint
CREATE TRIGGER `projects_publish_at_default` AFTER INSERT ON `projects` WHEN NEW.`publish_at` IS NULL AND NEW.`status` <> 'draft' BEGIN UPDATE `projects` SET `publish_at` = NEW.`created_at` WHERE `id` = NEW.`id`; END;
