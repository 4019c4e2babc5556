DROP INDEX `audit_log_actor_idx`;--> statement-breakpoint
CREATE INDEX `audit_log_actor_at_idx` ON `audit_log` (`actor_name`,`at`);