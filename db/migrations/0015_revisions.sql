CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`snapshot` text NOT NULL,
	`actor_id` integer,
	`actor_name` text,
	`via` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `revisions_entity_idx` ON `revisions` (`entity`,`entity_id`,`id`);