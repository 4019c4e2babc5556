CREATE TABLE `sign_in_failures` (
	`audit_id` integer PRIMARY KEY NOT NULL,
	`address` text NOT NULL,
	`hour` integer NOT NULL,
	`detail` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`last_at` integer NOT NULL,
	FOREIGN KEY (`audit_id`) REFERENCES `audit_log`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_failures_address_hour_idx` ON `sign_in_failures` (`address`,`hour`,`detail`);