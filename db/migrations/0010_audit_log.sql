CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_id` integer,
	`actor_name` text NOT NULL,
	`via` text NOT NULL,
	`address` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_name`);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): the audit log is append-only. No row
-- changes, and none goes before it is a year old (365 days), the retention that pruning keeps.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'the audit log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_early_delete` BEFORE DELETE ON `audit_log`
WHEN OLD.`at` > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) - 31536000000
BEGIN
	SELECT RAISE(ABORT, 'audit rows are kept for a year');
END;
