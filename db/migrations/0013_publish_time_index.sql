DROP INDEX `blog_posts_publish_idx`;--> statement-breakpoint
CREATE INDEX `blog_posts_publish_idx` ON `blog_posts` (`publish_at`) WHERE "blog_posts"."status" <> 'draft';--> statement-breakpoint
UPDATE `blog_posts` SET `publish_at` = `created_at` WHERE `publish_at` IS NULL AND `status` <> 'draft';--> statement-breakpoint
UPDATE `detailed_services` SET `publish_at` = `created_at` WHERE `publish_at` IS NULL AND `status` <> 'draft';--> statement-breakpoint
CREATE TRIGGER `blog_posts_publish_at_default` AFTER INSERT ON `blog_posts` WHEN NEW.`publish_at` IS NULL AND NEW.`status` <> 'draft' BEGIN UPDATE `blog_posts` SET `publish_at` = NEW.`created_at` WHERE `id` = NEW.`id`; END;--> statement-breakpoint
CREATE TRIGGER `detailed_services_publish_at_default` AFTER INSERT ON `detailed_services` WHEN NEW.`publish_at` IS NULL AND NEW.`status` <> 'draft' BEGIN UPDATE `detailed_services` SET `publish_at` = NEW.`created_at` WHERE `id` = NEW.`id`; END;
