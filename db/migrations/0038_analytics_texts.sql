ALTER TABLE `analytics_days` ADD `texts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `analytics_strings` ADD `used_day` integer;--> statement-breakpoint
-- Texts stored before their last use was kept count as used today: the raw pageviews that name them
-- are kept their full ANALYTICS_RAW_DAYS from now on.
UPDATE `analytics_strings` SET `used_day` = CAST(unixepoch() / 86400 AS INTEGER);
