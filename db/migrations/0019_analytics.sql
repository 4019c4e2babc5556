CREATE TABLE `analytics_daily` (
	`day` integer NOT NULL,
	`dim` integer NOT NULL,
	`key` integer NOT NULL,
	`visitors` integer NOT NULL,
	`pageviews` integer NOT NULL,
	PRIMARY KEY(`day`, `dim`, `key`)
);
--> statement-breakpoint
CREATE TABLE `analytics_days` (
	`day` integer PRIMARY KEY NOT NULL,
	`rolled_up` integer DEFAULT 0 NOT NULL,
	`dropped` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_pageviews` (
	`id` integer PRIMARY KEY NOT NULL,
	`visitor` integer NOT NULL,
	`path` integer NOT NULL,
	`referrer` integer,
	`source` integer,
	`medium` integer,
	`campaign` integer,
	`channel` integer NOT NULL,
	`device` integer NOT NULL,
	`browser` integer
);
--> statement-breakpoint
CREATE TABLE `analytics_salts` (
	`day` integer PRIMARY KEY NOT NULL,
	`salt` blob NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_strings` (
	`id` integer PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_strings_value_idx` ON `analytics_strings` (`value`);