ALTER TABLE `detailed_project_media` ADD `alt` text;--> statement-breakpoint
ALTER TABLE `project_media` ADD `alt` text;