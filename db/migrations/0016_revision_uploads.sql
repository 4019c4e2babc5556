CREATE TABLE `revision_uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`revision_id` integer NOT NULL,
	`url` text NOT NULL,
	FOREIGN KEY (`revision_id`) REFERENCES `revisions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `revision_uploads_url_idx` ON `revision_uploads` (`url`);--> statement-breakpoint
CREATE INDEX `revision_uploads_revision_idx` ON `revision_uploads` (`revision_id`);