CREATE TABLE `replica_files` (
	`url` text PRIMARY KEY NOT NULL,
	`target` text NOT NULL,
	`pending` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`queued` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `replica_files_due_idx` ON `replica_files` (`pending`,`next_attempt_at`);