ALTER TABLE `detailed_project_media` ADD `caption` text;--> statement-breakpoint
ALTER TABLE `detailed_project_media` ADD `lead` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `project_media` ADD `caption` text;--> statement-breakpoint
ALTER TABLE `project_media` ADD `lead` integer DEFAULT false NOT NULL;