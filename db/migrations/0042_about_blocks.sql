CREATE TABLE `about_clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`logo` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `about_figures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`value` text NOT NULL,
	`label` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `about_team_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`photo` text
);
