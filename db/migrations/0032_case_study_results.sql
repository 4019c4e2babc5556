CREATE TABLE `detailed_project_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`detailed_project_id` integer NOT NULL,
	`position` integer NOT NULL,
	`figure` text NOT NULL,
	`label` text NOT NULL,
	FOREIGN KEY (`detailed_project_id`) REFERENCES `detailed_projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `detailed_project_results_parent_idx` ON `detailed_project_results` (`detailed_project_id`,`position`);